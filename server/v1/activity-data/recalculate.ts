import { calculateEmissions, type GwpSet, ipccSectorOf, type UnitId } from "../../../carbon";
import { recalculationRequestSchema, recalculationResultSchema } from "../../../contracts/api";
import { refuseSignedOffYears } from "../periods/locks";
import { callerOf } from "../platform/access-token";
import { inSlices } from "../platform/heavy-work";
import { type AnyOperation, operation } from "../platform/operation";
import { heldDataVersion } from "./activity";
import { errorOf } from "./calculate";
import { RECALCULATION_EXAMPLE } from "./examples";
import {
  insertMonthPieces,
  type RecalculatedEmissions,
  type StoredRecord,
  storedRecordPages,
  updateRecordEmissions,
} from "./records-store";

/**
 * Recalculating stored records on another factor release: explicit, and a dry run unless asked to write. Each
 * record is calculated again from its own inputs (activity, quantity, unit, period, pinned factor, GWP set) on the
 * release; the answer is the difference per facility and scope. Written, the records take the new figures and
 * release, and the month rows analytics reads are rebuilt in the same transaction.
 */

type Group = { records: number; changed: number; co2e_kg_before: number; co2e_kg_after: number };
const emptyGroup = (): Group => ({ records: 0, changed: 0, co2e_kg_before: 0, co2e_kg_after: 0 });
const withDifference = (g: Group) => ({ ...g, difference_kg: g.co2e_kg_after - g.co2e_kg_before });
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export const recalculationOperations: AnyOperation[] = [
  operation({
    method: "POST",
    path: "/activity-records/recalculate",
    operationId: "recalculateActivityRecords",
    summary: "Recalculate stored records on a factor release",
    description:
      "Calculates the tenant's stored activity records again on a factor release (data_version, latest by default) and reports, per facility and scope, the CO2e before and after and how many records change. A dry run (the default) writes nothing; with dry_run false the records take the new figures, factors and release. Records keep the figures they were computed with until this is done, so a figure reported on one release can be reproduced after newer releases are loaded.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: "calc:emissions" },
    tenantAlias: true,
    heavy: true,
    body: recalculationRequestSchema,
    problems: [409],
    responses: {
      200: {
        description: "The difference, and whether it was written",
        schema: recalculationResultSchema,
        example: RECALCULATION_EXAMPLE,
      },
    },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const dataVersion = heldDataVersion(ctx.config, body.data_version, "validation-failed");
      const groups = new Map<string, Group & { facility_id: string; scope: number }>();
      const total = emptyGroup();
      const updates: RecalculatedEmissions[] = [];
      const failed: { record_id: string; code: string; message: string }[] = [];
      /** The first days of the records whose figures would change: a signed-off year among them refuses the write. */
      const changedStarts = new Set<string>();
      const recalculate = (r: StoredRecord, index: number) => {
        const result = calculateEmissions(
          {
            activity: r.activity,
            quantity: Number(r.quantity),
            unit: r.unit as UnitId,
            period_start: r.period_start,
            period_end: r.period_end,
            country: r.country,
            sector: ipccSectorOf(r.industry),
            subregion: r.grid_region,
            factor_id: r.factor_id,
            data_version: dataVersion,
          },
          gwpAskedOf(r),
        );
        const key = `${r.facility_id}|${r.scope}`;
        const group = groups.get(key) ?? { ...emptyGroup(), facility_id: r.facility_id, scope: Number(r.scope) };
        groups.set(key, group);
        const before = Number(r.co2e_kg);
        let after = before;
        if (result.ok) {
          const e = result.value;
          after = e.co2e_kg;
          const changed = Math.abs(after - before) > 1e-9 || !sameList(e.factor_ids, r.factor_ids);
          group.changed += changed ? 1 : 0;
          total.changed += changed ? 1 : 0;
          // A dry run keeps no rows to write: a tenant's 200,000 records would be as many objects held for nothing.
          if (!body.dry_run && changed) changedStarts.add(r.period_start);
          if (!body.dry_run)
            updates.push({
              id: r.id,
              co2_kg: e.co2_kg,
              ch4_kg: e.ch4_kg,
              n2o_kg: e.n2o_kg,
              co2e_kg: e.co2e_kg,
              co2e_gwp: e.co2e_gwp,
              factor_ids: e.factor_ids,
              selection_basis: e.selection.basis,
              selection_region: e.selection.region,
              outside_validity: e.selection.outside_validity,
              data_version: e.data_version,
              releases: e.releases,
            });
        } else if (failed.length < 100) {
          const { code, message } = errorOf(result.error, index);
          failed.push({ record_id: r.id, code, message });
        }
        for (const g of [group, total]) {
          g.records += 1;
          g.co2e_kg_before += before;
          g.co2e_kg_after += after;
        }
      };
      // A page of records at a time, calculated in slices: a tenant's 200,000 records never hold the server.
      let read = 0;
      for await (const page of storedRecordPages(ctx.db, tenantId, body.facility_id ?? null)) {
        await inSlices(page, (r, i) => recalculate(r, read + i));
        read += page.length;
      }
      const write = !body.dry_run;
      if (write) await refuseSignedOffYears(ctx.db, tenantId, [...changedStarts]);
      if (write) {
        await ctx.db.tx(async (q) => {
          await updateRecordEmissions(q, tenantId, updates);
          await insertMonthPieces(q, tenantId, "all");
        });
      }
      return {
        status: 200,
        body: {
          data_version: dataVersion,
          dry_run: body.dry_run,
          written: write,
          by_facility_scope: [...groups.values()]
            .sort((a, b) =>
              a.facility_id === b.facility_id ? a.scope - b.scope : a.facility_id < b.facility_id ? -1 : 1,
            )
            .map(withDifference),
          total: withDifference(total),
          not_recalculated: failed,
        },
      };
    },
  }),
];

/**
 * The set a stored record's calculation asked for. A record on AR6 whose CO2e is on another set kept a CO2e factor's
 * published figure (AR6 was not asked for, or the factor had no split to recompute from), so it is recalculated the
 * same way; the two readings differ only for a factor that gains a split in a later release.
 */
function gwpAskedOf(r: Pick<StoredRecord, "gwp_set" | "co2e_gwp">): GwpSet | null {
  return r.gwp_set === "AR6" && r.co2e_gwp !== "AR6" ? null : (r.gwp_set as GwpSet);
}
