/** Forecast accuracy and out-of-sample errors. */

export interface Accuracy {
  /** Mean absolute percentage error, percent, over the points whose actual value is not 0; null when none is. */
  mape: number | null;
  mape_points: number;
  mae: number;
  points: number;
}

export function accuracy(actual: readonly number[], forecast: readonly number[]): Accuracy {
  let apeSum = 0;
  let apeCount = 0;
  let aeSum = 0;
  actual.forEach((a, i) => {
    const error = Math.abs(a - forecast[i]!);
    aeSum += error;
    if (a !== 0) {
      apeSum += error / Math.abs(a);
      apeCount++;
    }
  });
  return {
    mape: apeCount > 0 ? (100 * apeSum) / apeCount : null,
    mape_points: apeCount,
    mae: actual.length > 0 ? aeSum / actual.length : 0,
    points: actual.length,
  };
}

export type ErrorScale = "log_ratio" | "difference";

/** Out-of-sample errors: log(actual / forecast) when both are positive throughout, else actual - forecast. */
export function outOfSampleErrors(actual: readonly number[], forecast: readonly number[]) {
  const scale: ErrorScale = [...actual, ...forecast].every((v) => v > 0) ? "log_ratio" : "difference";
  const errors = actual.map((a, i) => (scale === "log_ratio" ? Math.log(a / forecast[i]!) : a - forecast[i]!));
  return { scale, errors };
}
