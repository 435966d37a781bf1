/**
 * The ids the OpenAPI document's examples use, each named by what it identifies. The document's examples are
 * realistic (ULIDs that validate against the schemas); the /api samples, which run against a reader's own tenant,
 * put the placeholder of the same name in place of each ({facility_id}, read from FACILITY_ID).
 */
export const EXAMPLE_IDS = {
  tenant_id: "01M829CMGGY0HX11EJSVEDPQ16",
  user_id: "01M829CNFRG723PV33KBSPPR67",
  org_id: "01M829CPF03EEV5BHN3RV84MNJ",
  facility_id: "01M829EMB37Y3D2BH15MHD54QK",
  source_id: "01M829CQE8HT1ARX05Q1J6YFTT",
  meter_id: "01M829CRDG1KF8XYY1WT8MQJ19",
  activity_record_id: "01M829EMF60V6QFDHNQ98PDG1J",
  api_client_id: "key-01m829f2q7h8kx4d3v0c5n6b1t",
  upload_id: "01M829EMF5ZQ4J7C2D8S0V3XKB",
  brsr_input_upload_id: "01M829F3W2KD6P9R1T4V7X0Z3B",
  webhook_endpoint_id: "01M829H1C4F7J0M3Q6T9W2Z5B8",
  webhook_delivery_id: "01M829H2D5G8K1N4R7V0X3A6C9",
  evidence_id: "01M829J3E6H9M2P5S8W1Y4B7D0",
} as const;

/** The API base URL (and token audience) the document's examples name; the samples use the reader's own. */
export const EXAMPLE_BASE_URL = "http://localhost:3000/v1";
