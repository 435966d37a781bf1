import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runFixedArima } from "./arima-engine";
import { forecastArima } from "./arima-forecaster";
import { AIR_PASSENGERS } from "./fixtures/air-passengers";

/**
 * Reference: R 4.2.2 with forecast 8.20: Arima(log(train), order = c(0,1,1), seasonal = c(0,1,1)) on AirPassengers
 * 1949-1958: ma1 = -0.3423605, sma1 = -0.5405322, sigma^2 = 0.001432028; exp(forecast) for 1959-1960 has MAPE
 * 8.516315623 against the actuals, and its 90% interval for January 1959 is [327.5480448, 370.9713972].
 * auto.arima(log(train)) selects the same model. The package writes MA terms with the opposite sign.
 */
const train = AIR_PASSENGERS.slice(0, 120);
const test = AIR_PASSENGERS.slice(120);
const mape = (f: readonly number[]) =>
  (100 * f.reduce((s, v, i) => s + Math.abs((test[i]! - v) / test[i]!), 0)) / f.length;
const input = (values: readonly number[], horizon: number) => ({
  values,
  horizon,
  firstCalendarMonth: 0,
  regressors: [],
});

describe("ARIMA on AirPassengers 1949-1958", () => {
  it("refits a given order without searching, and searches when the window is too short for it", () => {
    const airline = { p: 0, d: 1, q: 1, P: 0, D: 1, Q: 1, s: 12 };
    const f = forecastArima(input(train, 24), airline);
    expect(f.model).toBe("ARIMA(0,1,1)(0,1,1)[12] on log values");
    expect(f.fitted).toMatchObject({ selection: "the order given (refitted at a calibration origin)" });
    expect(Math.abs(mape(f.mean) - 8.516315623)).toBeLessThan(0.005);
    expect(forecastArima(input(train.slice(0, 20), 3), airline).model).toBe("ARIMA(0,1,1) on log values");
  });

  it("the airline model matches R's forecast::Arima: MAPE 8.516316 (tolerance 0.005), coefficients (1e-3)", () => {
    const run = runFixedArima(train.map(Math.log), 24, { p: 0, d: 1, q: 1, P: 0, D: 1, Q: 1, s: 12 });
    expect(Math.abs(mape(run.mean.map(Math.exp)) - 8.516315623)).toBeLessThan(0.005);
    expect(Math.abs(run.coefficients.MA1!)).toBeCloseTo(0.3423605, 3);
    expect(Math.abs(run.coefficients.SMA1!)).toBeCloseTo(0.5405322, 3);
  });

  it("order selection on log values picks R's ARIMA(0,1,1)(0,1,1)[12] and gives a 90% band close to R's (0.2%)", () => {
    const f = forecastArima(input(train, 24));
    expect(f.model).toBe("ARIMA(0,1,1)(0,1,1)[12] on log values");
    expect(f.fitted).toMatchObject({ order: { p: 0, d: 1, q: 1, P: 0, D: 1, Q: 1, s: 12 }, transform: "log" });
    expect(f.fallback).toBeNull();
    expect(Math.abs(mape(f.mean) - 8.516315623)).toBeLessThan(0.005);
    expect(Math.abs(f.band!.p05[0]! / 327.5480448 - 1)).toBeLessThan(0.002);
    expect(Math.abs(f.band!.p95[0]! / 370.9713972 - 1)).toBeLessThan(0.002);
  });

  it("writes nothing to stdout, also when the package warns about non-stationary terms", () => {
    // A separate Node process, so that any write to the real stdout is seen. The drifting series makes the
    // package's search print "non-stationary seasonal AR part" lines when its output is not captured.
    const forecaster = fileURLToPath(new URL("./arima-forecaster.ts", import.meta.url));
    const script = `
      const { forecastArima } = await import(${JSON.stringify(forecaster)});
      const drifting = Array.from({ length: 40 }, (_, i) => 100 + 3 * i + 5 * Math.sin(i * 7.3));
      const f = forecastArima({ values: drifting, horizon: 12, firstCalendarMonth: 0, regressors: [] });
      process.stderr.write(f.model);`;
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(child.stderr).toMatch(/^ARIMA\(/);
    expect(child.stdout).toBe("");
  });

  it("computes a pure differencing model itself instead of the package's near-zero forecast", () => {
    // On 1956-1958 the selection picks ARIMA(0,1,0)(0,1,0)[12]: forecast = value a year earlier times the last
    // year-on-year ratio (on logs: plus the last 12-month change).
    const y = AIR_PASSENGERS.slice(84, 120);
    const f = forecastArima(input(y, 12));
    expect(f.model).toBe("ARIMA(0,1,0)(0,1,0)[12] on log values");
    expect(f.fitted).toMatchObject({ computed_by: "closed form: differenced white noise without constant" });
    const lastRatio = y[35]! / y[23]!;
    f.mean.forEach((v, h) => {
      expect(v).toBeCloseTo(y[24 + h]! * lastRatio, 8);
    });
  });

  it("falls back to ARIMA(0,1,1) below 26 points and to a random walk below 11, saying so", () => {
    const short = forecastArima(input(train.slice(0, 24), 6));
    expect(short.model).toBe("ARIMA(0,1,1) on log values");
    expect(short.fallback).toMatch(/needs 26 points; the training window has 24/);
    const tiny = forecastArima(input([5, 6, 7, 6, 8, 9], 3));
    expect(tiny.model).toBe("ARIMA(0,1,0) on log values");
    expect(tiny.mean).toEqual([9, 9, 9].map((v) => expect.closeTo(v, 10)));
    expect(tiny.fallback).toMatch(/ARIMA\(0,1,1\) needs 11 points/);
  });

  it("models a series with zeros or negatives without the log", () => {
    const y = Array.from({ length: 30 }, (_, i) => (i % 12 === 0 ? 0 : 50 + i));
    const f = forecastArima(input(y, 6));
    expect(f.fitted).toMatchObject({ transform: "none" });
    expect(f.mean.every(Number.isFinite)).toBe(true);
  });
});
