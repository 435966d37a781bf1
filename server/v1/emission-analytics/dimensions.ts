import { bucketStart, type Grain, nextBucketStart } from "../../../carbon";
import { DIMENSIONS, type Dimension, type METRICS } from "../../../contracts/api";
import { badParameter } from "../platform/errors";
import type { Slice } from "./emissions-store";
import { co2eOf, type PricedCell } from "./market-based";

/** What the time series and the breakdown share: their dimensions, buckets, metrics and units. */

/** A comma-separated list of dimensions: known, distinct, at most 4, none of production's. */
export function parseDimensions(raw: string | undefined, name: string, fallback: Dimension[]): Dimension[] {
  if (raw === undefined || raw.trim() === "") return fallback;
  const out: Dimension[] = [];
  for (const part of raw.split(",").map((p) => p.trim())) {
    if (part === "product" || part === "process") {
      throw badParameter(name, "INVALID_VALUE", `"${part}" describes production, not emissions records`);
    }
    if (part === "scope2_method") {
      throw badParameter(name, "INVALID_VALUE", "scope2_method is chosen with the scope2_method parameter");
    }
    if (!(DIMENSIONS as readonly string[]).includes(part)) {
      throw badParameter(name, "INVALID_VALUE", `"${part}" is not a dimension; dimensions: ${DIMENSIONS.join(", ")}`);
    }
    if (out.includes(part as Dimension)) throw badParameter(name, "DUPLICATE_FIELD", `"${part}" appears twice`);
    out.push(part as Dimension);
  }
  if (out.length > 4) throw badParameter(name, "OUT_OF_RANGE", "at most 4 dimensions");
  return out;
}

/** The most buckets one series may have: a day grain covers at most this many days. */
const MAX_BUCKETS = 1000;

export type Metric = (typeof METRICS)[number];

/** Every bucket of a grain the window touches, in order. */
export function bucketsOf(slice: Slice, grain: Grain): string[] {
  const out: string[] = [];
  for (let b = bucketStart(slice.from, grain); b <= slice.to; b = nextBucketStart(b, grain)) {
    out.push(b);
    if (out.length > MAX_BUCKETS) {
      throw badParameter(
        "period.from",
        "OUT_OF_RANGE",
        `a series has at most ${MAX_BUCKETS} ${grain} buckets; narrow the period`,
      );
    }
  }
  return out;
}

/** A cell's value of a metric (CO2e by the Scope 2 method; gases as recorded, location-based). */
export function metricValue(metric: Metric, cell: PricedCell, method: "MARKET" | "LOCATION") {
  switch (metric) {
    case "co2":
      return cell.co2;
    case "ch4":
      return cell.ch4;
    case "n2o":
      return cell.n2o;
    case "energy_use":
      return cell.energy_kwh;
    case "fuel_consumed":
      return cell.fuel;
    default:
      return co2eOf(cell, method);
  }
}

export const UNITS: Record<Metric, string> = {
  co2e: "kgCO2e",
  co2: "kg",
  ch4: "kg",
  n2o: "kg",
  energy_use: "kWh",
  fuel_consumed: "",
  kgCO2e_per_unit: "kgCO2e/unit",
  data_completeness_pct: "%",
};

/** The months (clipped to the window) a quarter or year bucket holds. */
export function monthsOfBucket(bucket: string, grain: Grain, slice: Slice): string[] {
  const out: string[] = [];
  const end = nextBucketStart(bucket, grain);
  for (let m = bucketStart(bucket, "month"); m < end; m = nextBucketStart(m, "month")) {
    if (nextBucketStart(m, "month") > slice.from && m <= slice.to) out.push(m);
  }
  return out;
}
