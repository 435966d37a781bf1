/**
 * The demo tenant's figures the site draws as charts: computed at build time from the demo data generator and the
 * calculation engine (server/demo/demo-figures.ts), given to the site as `virtual:demo-figures`.
 * Emissions are tCO2e, Scope 2 location-based; months are "YYYY-MM", oldest first.
 */
export type DemoFigures = {
  company: string;
  /** The 36 months of demo data, oldest first. */
  months: string[];
  facilities: {
    name: string;
    state: string;
    /** The site's metered sources (descriptions). */
    sources: string[];
    /** tCO2e by scope (1, 2, 3), each aligned with `months`. */
    scopes: [number[], number[], number[]];
    /** Tonnes produced each month, aligned with `months`; null for a site that produces nothing. */
    production: number[] | null;
  }[];
  /** The last 12 months. */
  year: {
    /** tCO2e by source type, largest first, with the scope most of it falls in. */
    sourceTypes: { sourceType: string; scope: 1 | 2 | 3; tco2e: number }[];
    /** Share of facility-months with data, in percent. */
    completenessPct: number;
    /** Share of CO2e from estimated records, in percent. */
    estimatedPct: number;
    /** Scope 3 tCO2e by GHG Protocol category number, lowest category first. */
    scope3Categories: { category: number; tco2e: number }[];
  };
  /**
   * The marginal abatement cost curve the sandbox documents for the demo plants (`POST /v1/emission-analytics/macc`
   * with its example measures), as the planning engine answers it: cheapest tonne first, cost in INR per tCO2e.
   */
  macc: { label: string; costPerTonne: number; abatement: number }[];
  /** Total monthly tCO2e forecast after the last month, with its 90% interval. */
  forecast: {
    model: string;
    /** Hold-out mean absolute percentage error, percent. */
    mape: number | null;
    points: { month: string; forecast: number; p05: number; p95: number }[];
  };
};
