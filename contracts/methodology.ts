/**
 * The figures the catalogue's methodology page quotes, taken from the calculation engine at build time
 * (carbon/methodology.ts, given to the site as `virtual:methodology-facts`), so the page never restates a number.
 */
export type GwpSetName = "AR4" | "AR5" | "AR6";

export type MethodologyFacts = {
  gwp: {
    sets: GwpSetName[];
    /** Each set's source, in the order of `sets`. */
    sources: { set: GwpSetName; source: string }[];
    /** One row per gas (methane twice: fossil and non-fossil), a value per set in the order of `sets`. */
    rows: { gas: string; values: number[] }[];
    default_set: GwpSetName;
  };
  conversions: {
    /** Fuels with published properties: net calorific value, and density where a fuel is given by volume. */
    fuels: {
      activity: string;
      label: string;
      ncv_gj_per_tonne: number;
      density_kg_per_l: number | null;
      gj_ncv_per_litre: number | null;
    }[];
    natural_gas: {
      btu_hhv_per_scf: number;
      gj_ncv_per_nm3: number;
      gj_ncv_per_scm: number;
      ncv_per_gcv: number;
    };
    oil_coal_ncv_per_gcv: number;
    inr_per_usd_2021: number;
    exact: { name: string; value: number }[];
    sources: {
      ncv: string;
      density: string;
      natural_gas_heat_content: string;
      net_per_gross: string;
      gas_volumes: string;
      exact: string;
      inr_per_usd: string;
    };
  };
  /** The AR5/AR6 basis rule, with the catalogue's own figures. */
  basis: {
    ar5: { ch4: number; n2o: number };
    ar6: { ch4_fossil: number; ch4_non_fossil: number; n2o: number };
    /** DESNZ factors with a value, and how many of them carry a complete split (an AR6 figure). */
    desnz: { release: string; title: string; attribution: string; with_value: number; with_split: number };
    /** One factor worked through: its published value, split and AR6 figure. */
    example: {
      id: string;
      label: string;
      unit: string;
      value: number;
      split: { CO2: number; CH4: number; N2O: number };
      value_ar6: number;
      methane_origin: "fossil" | "non_fossil";
    };
  };
  /** The CEA grid factors, every version the catalogue holds, newest financial year first. */
  cea: {
    id: string;
    edition: string;
    year: string;
    basis: string;
    value: number;
    unit: string;
    valid_from: string;
    valid_to: string | null;
    release: string;
    doc: string;
    url: string;
    /** The row factor selection takes for a record of its financial year (the others are shown beside it). */
    chosen: boolean;
  }[];
};
