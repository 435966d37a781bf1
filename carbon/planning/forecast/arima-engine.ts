import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type ARIMA from "arima";

/**
 * The `arima` package (ctsa compiled to WebAssembly) behind a quiet, typed door.
 *
 * The package writes to stdout (verbose summaries, "non-stationary AR part" warnings) through the Emscripten
 * module's `print`, which its entry point binds to `console.log` when it loads. We instantiate the same module with
 * our own `print`, so nothing reaches stdout, and read the fitted orders and criteria from the verbose summary
 * (the package returns only forecasts and their variances).
 */

type ArimaConstructor = typeof ARIMA;

export interface ArimaOrder {
  p: number;
  d: number;
  q: number;
  P: number;
  D: number;
  Q: number;
  s: number;
}

export interface ArimaRun {
  order: ArimaOrder;
  /** Point forecasts and forecast-error variances, on the scale of the series given. */
  mean: number[];
  variance: number[];
  coefficients: Record<string, number>;
  sigma2: number | null;
  aicc: number | null;
  aic: number | null;
}

let engine: { ARIMA: ArimaConstructor; output: string[] } | null = null;

function loadEngine() {
  if (engine) return engine;
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve("arima"));
  const instantiate = require(join(root, "wasm/native-sync.js")) as (options: object) => unknown;
  const wasmBinary = require(join(root, "wrapper/native.bin.js")) as Uint8Array;
  const bindModule = require(join(root, "load.js")) as (module: unknown) => ArimaConstructor;
  const output: string[] = [];
  const capture = (line: string) => {
    output.push(line);
  };
  const ARIMA = bindModule(instantiate({ wasmBinary, print: capture, printErr: capture }));
  engine = { ARIMA, output };
  return engine;
}

/** Automatic order selection (stepwise, exact likelihood: `approximation: 0`), then a forecast. */
export function runAutoArima(y: readonly number[], horizon: number, seasonalPeriod: number): ArimaRun {
  return run(y, horizon, {
    auto: true,
    s: seasonalPeriod,
    approximation: 0,
    // Search bounds: enough for monthly emissions; the package's defaults (5, 2, 5, 2, 1, 2) cost several times more.
    p: 2,
    d: 2,
    q: 2,
    P: 1,
    D: 1,
    Q: 1,
  });
}

export function runFixedArima(y: readonly number[], horizon: number, order: ArimaOrder): ArimaRun {
  return run(y, horizon, { ...order });
}

function run(y: readonly number[], horizon: number, options: Record<string, number | boolean>): ArimaRun {
  const { ARIMA, output } = loadEngine();
  output.length = 0;
  const model = new ARIMA({ ...options, verbose: true });
  try {
    model.train([...y]);
    const [mean, variance] = model.predict(horizon);
    const seasonalPeriod = typeof options.s === "number" ? options.s : 0;
    return { ...parseSummary(output.join("\n"), seasonalPeriod), mean, variance };
  } finally {
    model.destroy();
    output.length = 0;
  }
}

/** Reads the order, coefficients and criteria from the package's verbose summary. */
export function parseSummary(text: string, seasonalPeriod: number): Omit<ArimaRun, "mean" | "variance"> {
  const orderMatch = /Seasonal Order : \(\s*(\d+),\s*(\d+),\s*(\d+)\)\s*\*\s*\(\s*(\d+),\s*(\d+),\s*(\d+)\)/.exec(text);
  if (!orderMatch) throw new Error("the ARIMA engine did not report the fitted order");
  const [p, d, q, P, D, Q] = orderMatch.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const coefficients: Record<string, number> = {};
  for (const match of text.matchAll(/^((?:S?AR|S?MA)\d+|MEAN|TREND)\s+(-?[\d.eE+-]+)/gm)) {
    coefficients[match[1]!] = Number(match[2]);
  }
  const number = (label: string) => {
    const m = new RegExp(`${label}\\s*:?\\s+(-?[\\d.eE+-]+)`).exec(text);
    return m ? Number(m[1]) : null;
  };
  return {
    order: { p, d, q, P, D, Q, s: P + D + Q > 0 ? seasonalPeriod : 0 },
    coefficients,
    sigma2: number("SIGMA\\^2"),
    aicc: number("AICC criterion"),
    aic: number("AIC criterion"),
  };
}
