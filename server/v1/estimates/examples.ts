import type { RequestExample } from "../platform/operation";
import {
  batchItemsAnswer,
  batchPath,
  type EstimateItem,
  estimateItem,
  parseBatchItem,
  singlePath,
} from "./estimate-item";

/**
 * Documentation examples of estimates, computed by the same code from the catalogue: 10,000 kWh of Indian grid
 * electricity in June 2024 (CEA v21, 0.7117 kg CO2 per kWh: 7,117 kg), and a batch with diesel, the grid, road
 * freight in India in 2023, for which no factor applies (the only road rows are DESNZ 2025 and EPA 2025), and LPG
 * whose period ends before it starts (an item that does not match is that item's problem, not the batch's).
 */

const GRID = {
  activity: "grid_electricity",
  quantity: 10_000,
  unit: "kWh",
  period: { start: "2024-06-01", end: "2024-06-30" },
  country: "IN",
} as const;
const DIESEL = { activity: "diesel", quantity: 1000, unit: "L", date: "2024-06-15", country: "IN" } as const;
const FREIGHT = {
  activity: "road_freight",
  quantity: 5000,
  unit: "tonne-km",
  date: "2023-06-15",
  country: "IN",
} as const;

const LPG_BACKWARDS = {
  activity: "lpg",
  quantity: 250,
  unit: "kg",
  period: { start: "2024-06-30", end: "2024-06-01" },
  country: "IN",
} as const;
const BATCH = [DIESEL, GRID, FREIGHT, LPG_BACKWARDS];

export const estimateRequestExamples: Readonly<Record<string, RequestExample>> = {
  createEstimate: { body: GRID },
  createEstimateBatch: { body: { items: BATCH } },
};

/** The examples are computed on every release the catalogue has (a server that holds none back). */
const EVERY_RELEASE = { catalogueThrough: undefined };

const withDefaults = (item: object) => ({ data_version: "latest", gwp_set: "AR6", ...item }) as EstimateItem;

function computed(item: object, at = singlePath) {
  const r = estimateItem(withDefaults(item), new Map(), at, EVERY_RELEASE);
  if (!r.ok) throw new Error(`the estimate example does not compute: ${r.problem.detail}`);
  return r.body;
}

export const ESTIMATE_EXAMPLE = computed(GRID);

export const ESTIMATE_BATCH_EXAMPLE = {
  request_id: "01JDQ4Z8W3K5B2N7R6T9V0XYAC",
  ...batchItemsAnswer(
    BATCH.map((raw, index) => {
      const p = parseBatchItem(raw, index);
      return p.ok ? estimateItem(p.item, new Map(), batchPath(index), EVERY_RELEASE) : p;
    }),
  ),
};
