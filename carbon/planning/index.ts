/** Decarbonisation planning math: pure functions over plain data, no I/O. See README.md. */

export type { MonthWindow } from "./forecast/backtest";
export { filledMonths } from "./forecast/filled-months";
export type {
  BacktestSummary,
  ForecastPoint,
  ForecastResult,
  IntervalCoverage,
  IntervalExplain,
} from "./forecast/forecast";
export { forecastMonthly } from "./forecast/forecast";
export type { ExogenousInput, ExogenousName, ForecastRequest, MonthlyValue } from "./forecast/forecast-request";
export {
  EXOGENOUS_REGRESSORS,
  FORECAST_DEFAULTS,
  FORECAST_LIMITS,
  FORECAST_METHODS,
} from "./forecast/forecast-request";
export type { ArimaFitted, EtsFitted, FittedMethod, ForecastMethod, TreesFitted } from "./forecast/model-forecast";
export { rollingCoverage } from "./forecast/rolling-coverage";
export { seasonalNaive } from "./forecast/seasonal-naive";
export type { IssueCode, Outcome, PlanningIssue } from "./issues";
export type {
  LmdiEffects,
  LmdiPeriodValues,
  LmdiRequest,
  LmdiResult,
  LmdiSectorInput,
  LmdiSectorResult,
  LmdiZeroCase,
} from "./lmdi";
export { decomposeLmdi, logarithmicMean } from "./lmdi";
export type { MaccBar, MaccMeasureInput, MaccRequest, MaccResult } from "./macc";
export { buildMacc, capitalRecoveryFactor, DEFAULT_DISCOUNT_RATE_PCT } from "./macc";
export { runScenario } from "./scenario";
export type {
  AppliedAdjustment,
  EmissionLine,
  Instruments,
  InstrumentUse,
  ScenarioKnobs,
  ScenarioRequest,
  ScenarioResult,
  ScenarioTotals,
} from "./scenario-types";
export { projectYearEnd } from "./year-end";
