import { z } from "zod";
import { deletionSchema, LIST_STATUSES } from "../../../contracts/api";
import { HttpProblem } from "../../http/problem";
import type { ResponseSpec } from "../platform/operation";
import type { History } from "./changes-store";

/**
 * What facilities, sources and meters share as they are deactivated, reactivated and deleted: the lists' status
 * parameter, the answer to a deletion, and the refusal of one that would take history with it.
 */

/** The status query parameter of the facility, source and meter lists. */
export const statusParameter = (what: string) =>
  z
    .enum(LIST_STATUSES)
    .default("active")
    .meta({
      description: `active lists the ${what} in use; inactive, those deactivated (PATCH with "active": false), which keep their history; all, both`,
    });

/** A list's fixed condition for its status parameter. */
export function statusScope(status: (typeof LIST_STATUSES)[number]): { active?: boolean } {
  return status === "all" ? {} : { active: status === "active" };
}

/** The success answer of a deletion operation. */
export const deletedResponse = (what: string, id: string): ResponseSpec => ({
  description: `The ${what} is deleted`,
  schema: deletionSchema,
  example: { id, deleted: true },
});

const counted = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/** "1,240 activity records and 12 production records". */
function historyText(history: History): string {
  const parts = [
    history.activity_records > 0 && counted(history.activity_records, "activity record", "activity records"),
    history.production_records > 0 && counted(history.production_records, "production record", "production records"),
    history.instruments > 0 && counted(history.instruments, "instrument", "instruments"),
    history.water_records > 0 && counted(history.water_records, "water record", "water records"),
    history.waste_records > 0 && counted(history.waste_records, "waste record", "waste records"),
    history.withdrawn_records > 0 &&
      counted(history.withdrawn_records, "record of a withdrawn upload", "records of withdrawn uploads"),
  ].filter((p): p is string => typeof p === "string");
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

/** 409: `label` is named by records, so it is kept; deactivating it keeps them. */
export function keptForHistory(label: string, history: History): HttpProblem {
  return new HttpProblem(
    "in-use",
    `${label} has ${historyText(history)}; deactivate it instead (PATCH with "active": false) to keep its history.`,
  );
}

/** What a source is called in a sentence: its description, else its type. */
export const sourceLabel = (row: Record<string, unknown>) =>
  `The source "${String(row.description ?? String(row.type).replace(/_/g, " "))}"`;

/** What a meter is called in a sentence: its serial number. */
export const meterLabel = (row: Record<string, unknown>) => `Meter ${String(row.serial)}`;
