import type { z } from "zod";
import {
  type Estimate,
  type EstimateError,
  estimateEmissions,
  factorById,
  type IpccSector,
  ipccSectorOf,
} from "../../../carbon";
import { estimateInputSchema } from "../../../contracts/api";
import { type FieldError, PROBLEM_TYPES, type ProblemSlug } from "../../../contracts/errors";
import type { Config } from "../../config";
import { problemBody } from "../../http/problem";
import { validate } from "../../http/validation";
import { heldReleases, resolveDataVersion } from "../factors/releases";
import type { FacilityPlace } from "../tenancy/tenancy-store";

export type EstimateItem = z.output<typeof estimateInputSchema>;

/** An item's problem: what the single operation throws and a batch answers in the item's place. */
export type ItemProblem = { slug: ProblemSlug; detail: string; errors: FieldError[] };

/** An item's problem as a batch answers it: a problem document without a request id (the batch has one). */
export function itemProblemBody(p: ItemProblem) {
  const { request_id: _id, ...body } = problemBody("", PROBLEM_TYPES[p.slug].status, p.slug, p.detail, p.errors);
  return body;
}

/** Where an item's fields are: the body itself, or `items.N` of a batch. */
export type ItemPath = { field: (name: string) => string; pointer: (name: string) => string; label: string };

export const singlePath: ItemPath = { field: (n) => n, pointer: (n) => `/${n.replaceAll(".", "/")}`, label: "" };
export const batchPath = (index: number): ItemPath => ({
  field: (n) => `items.${index}.${n}`,
  pointer: (n) => `/items/${index}/${n.replaceAll(".", "/")}`,
  label: `Item ${index}: `,
});

/** An estimate's error as the item's problem, its fields named where the item is. */
export function problemOf(e: EstimateError, at: ItemPath): ItemProblem {
  const error = (name: string, code: FieldError["code"], message: string): FieldError => ({
    field: at.field(name),
    pointer: at.pointer(name),
    code,
    message,
  });
  const invalid = (name: string, code: FieldError["code"], message: string): ItemProblem => ({
    slug: "validation-failed",
    detail: `${at.label}${message}.`,
    errors: [error(name, code, message)],
  });
  switch (e.code) {
    case "UNIT_MISMATCH":
      return invalid(
        "unit",
        "UNIT_MISMATCH",
        `${e.unit} does not measure ${e.activity}; use one of ${e.allowed.join(", ")}`,
      );
    case "OUT_OF_RANGE":
      return invalid(e.field === "quantity" ? "quantity" : "period", "OUT_OF_RANGE", e.message);
    case "UNKNOWN_ACTIVITY":
      return invalid("activity", "INVALID_VALUE", `${e.activity} is not an activity key`);
    case "UNKNOWN_FACTOR":
      return invalid("factor_id", "UNKNOWN_REFERENCE", `No catalogue factor has the id ${e.factor_id}`);
    case "FACTOR_ACTIVITY_MISMATCH":
      return invalid(
        "factor_id",
        "INVALID_VALUE",
        `Factor ${e.factor_id} is for ${e.factor_activity}, not ${e.activity}`,
      );
    case "ACTIVITY_REQUIRED":
      return invalid(
        "activity",
        "REQUIRED",
        `Factor ${e.factor_id} applies to the ${e.family} family; name the activity (${e.members.join(", ")})`,
      );
    case "NO_FACTOR":
      return invalid(
        "activity",
        "NO_FACTOR",
        `No published factor applies to ${e.activity} in ${e.country} for ${e.period_start}..${e.period_end}; pin one with factor_id (e.g. ${e.candidates.slice(0, 3).join(", ") || "none in the catalogue"})`,
      );
    case "UNKNOWN_RELEASE":
      return invalid("data_version", "INVALID_VALUE", `No factor release ${e.data_version}`);
    case "FACTOR_NOT_AVAILABLE":
      return problemOf({ code: "NOT_AVAILABLE", field: "factor_id", factor_ids: [e.factor_id] }, at);
    case "NOT_AVAILABLE": {
      const message = `The published value of ${e.factor_ids.join(", ")} is blank (not available): no estimate can be made with it; pin another factor with factor_id`;
      return {
        slug: "factor-not-available",
        detail: `${at.label}${message}.`,
        errors: [error("factor_id", "NOT_AVAILABLE", message)],
      };
    }
  }
}

/** The answer's shape of one estimate. */
function estimateBody(
  e: Estimate,
  item: EstimateItem,
  where: { country: string; sector: IpccSector },
  release: string,
) {
  const period = item.period ?? { start: item.date!, end: item.date! };
  return {
    activity: e.activity,
    source_type: e.source_type,
    scope: e.scope,
    scope3_category: e.scope3_category,
    quantity: item.quantity,
    unit: item.unit,
    period,
    country: where.country,
    sector: where.sector,
    data_version: { requested: item.data_version, release },
    co2e_kg: e.co2e_kg,
    co2_kg: e.co2_kg,
    ch4_kg: e.ch4_kg,
    n2o_kg: e.n2o_kg,
    other_gases_kg: e.other_gases_kg,
    gwp_set: e.gwp_set,
    co2e_gwp: e.co2e_gwp,
    co2e_basis: e.co2e_basis,
    energy_kwh: e.energy_kwh,
    selection: e.selection,
    factors: e.factors.map((f) => ({
      id: f.id,
      label: f.label,
      gas: f.gas,
      value: f.value,
      unit_input: f.unit_input,
      unit_output: f.unit_output,
      gwp: f.gwp,
      value_ar6: f.value_ar6 ?? null,
      source: f.source,
      publisher: f.publisher,
      region: f.region,
      year: f.year,
      valid_from: f.valid_from,
      valid_to: f.valid_to,
    })),
    conversions: e.conversions,
    lines: e.lines.map((l) => ({
      factor_id: l.factor_id,
      gas: l.gas,
      quantity: l.quantity,
      value: l.value,
      mass_kg: l.mass_kg,
      gwp: l.gwp,
      co2e_kg: l.co2e_kg,
      co2e_gwp: l.co2e_gwp,
      co2e_basis: l.co2e_basis,
    })),
  };
}

export type EstimateBody = ReturnType<typeof estimateBody>;

/**
 * One item: its release, where it happened (the country given, the facility's country and industry, or a pinned
 * factor's region), the calculation, and the answer or the item's problem.
 */
export function estimateItem(
  item: EstimateItem,
  facilities: ReadonlyMap<string, FacilityPlace>,
  at: ItemPath,
  config: Pick<Config, "catalogueThrough">,
): { ok: true; body: EstimateBody } | { ok: false; problem: ItemProblem } {
  const release = resolveDataVersion(config, item.data_version);
  if (release === null) {
    const known = heldReleases(config).map((r) => r.id);
    const message = `No factor release ${item.data_version} on this server; use latest or one of ${known.join(", ")}`;
    return {
      ok: false,
      problem: {
        slug: "validation-failed",
        detail: `${at.label}${message}.`,
        errors: [
          { field: at.field("data_version"), pointer: at.pointer("data_version"), code: "INVALID_VALUE", message },
        ],
      },
    };
  }
  // A pinned factor without a country or facility is estimated where it is published (an unknown id fails below).
  let country = item.country ?? (item.factor_id ? (factorById(item.factor_id)?.region ?? "GLOBAL") : undefined);
  let industry: string | null = null;
  if (item.facility_id) {
    const facility = facilities.get(item.facility_id);
    if (!facility) {
      const message = "No facility with this id in this tenant";
      return {
        ok: false,
        problem: {
          slug: "not-found",
          detail: `${at.label}${message}.`,
          errors: [
            { field: at.field("facility_id"), pointer: at.pointer("facility_id"), code: "UNKNOWN_REFERENCE", message },
          ],
        },
      };
    }
    country = facility.country;
    industry = facility.industry;
  }
  const where = { country: country!, sector: item.sector ?? ipccSectorOf(industry) };
  const period = item.period ?? { start: item.date!, end: item.date! };
  const result = estimateEmissions(
    {
      activity: item.activity ?? null,
      factor_id: item.factor_id ?? null,
      quantity: item.quantity,
      unit: item.unit,
      period_start: period.start,
      period_end: period.end,
      data_version: release,
      ...where,
    },
    item.gwp_set ?? null,
  );
  if (!result.ok) return { ok: false, problem: problemOf(result.error, at) };
  return { ok: true, body: estimateBody(result.value, item, where, release) };
}

type ItemOutcome = { ok: true; body: EstimateBody } | { ok: false; problem: ItemProblem };

/**
 * A batch item as sent, validated on its own: the item, or its problem naming items.N.field. A batch is refused
 * whole only for its envelope; whatever is wrong with an item is that item's answer.
 */
export function parseBatchItem(
  raw: unknown,
  index: number,
): { ok: true; item: EstimateItem } | { ok: false; problem: ItemProblem } {
  const r = validate(estimateInputSchema, raw, { pointer: `/items/${index}` });
  if (r.ok) return { ok: true, item: r.data };
  const what = r.errors.map((e) => `${e.message} (${e.field})`).join("; ");
  return { ok: false, problem: { slug: "validation-failed", detail: `Item ${index}: ${what}.`, errors: r.errors } };
}

/** A batch's items and summary from each item's outcome, in the request's order. */
export function batchItemsAnswer(outcomes: readonly ItemOutcome[]) {
  let co2e = 0;
  let estimated = 0;
  const items = outcomes.map((r, index) => {
    if (!r.ok) return { index, status: "error" as const, problem: itemProblemBody(r.problem) };
    co2e += r.body.co2e_kg;
    estimated++;
    return { index, status: "ok" as const, estimate: r.body };
  });
  return { summary: { items: items.length, estimated, failed: items.length - estimated, co2e_kg: co2e }, items };
}
