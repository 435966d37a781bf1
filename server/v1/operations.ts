import type { AnyOperation } from "./platform/operation";
import { authOperations } from "./resources/auth";
import { facilityOperations } from "./resources/facilities";
import { orgOperations } from "./resources/orgs";
import { sandboxOperations } from "./resources/sandbox";
import { sourceAndMeterOperations } from "./resources/sources-meters";
import { tenantAndUserOperations } from "./resources/tenants-users";

/** Every operation of the /v1 API, in the order the documentation lists them. */
export const operations: readonly AnyOperation[] = [
  ...authOperations,
  ...tenantAndUserOperations,
  ...orgOperations,
  ...facilityOperations,
  ...sourceAndMeterOperations,
  ...sandboxOperations,
];
