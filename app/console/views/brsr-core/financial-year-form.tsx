import { useState } from "react";
import { TextField } from "~/components/ui/field";
import { ApiError, apiPut } from "../../api";
import { type FieldWords, formProblem, typedNumber } from "../../components/field-words";
import { FormFrame } from "../../components/form-frame";

/** A financial year's figures as GET /v1/financial-years answers them. */
export type FinancialYear = {
  financial_year: string;
  revenue_from_operations_inr: number;
  ppp: { inr_per_international_dollar: number; source: string; vintage: number } | null;
};

type Values = Record<"revenue" | "factor" | "source" | "vintage", string>;

const WORDS: Record<string, FieldWords> = {
  revenue_from_operations_inr: {
    missing: "Enter the revenue from operations in rupees, e.g. 1465000000.",
    invalid: "The revenue must be more than 0.",
  },
  "ppp.inr_per_international_dollar": {
    missing: "Enter the factor in rupees per international dollar, e.g. 20.65, or leave the PPP fields empty.",
    invalid: "The factor is rupees per international dollar: more than 0 and at most 1,000.",
  },
  "ppp.source": {
    missing: "Name where the factor comes from: publisher, series and edition.",
    invalid: "Name where the factor comes from: publisher, series and edition.",
  },
  "ppp.vintage": {
    missing: "Enter the year the factor is for, e.g. 2024.",
    invalid: "Enter the year the factor is for, e.g. 2024.",
  },
};

/**
 * A financial year's revenue from operations and PPP conversion factor (with its source and vintage), over
 * PUT /v1/financial-years/{financial_year}. The PPP fields left empty send no factor: the PPP rows stay empty.
 */
export function FinancialYearForm({
  year,
  stored,
  onSaved,
  onCancel,
}: {
  year: string;
  stored: FinancialYear | null;
  onSaved: (words: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>({
    revenue: stored ? String(stored.revenue_from_operations_inr) : "",
    factor: stored?.ppp ? String(stored.ppp.inr_per_international_dollar) : "",
    source: stored?.ppp?.source ?? "",
    vintage: stored?.ppp ? String(stored.ppp.vintage) : "",
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const problem = formProblem(error, WORDS);
  const field = (key: keyof Values, apiField: string) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: problem.byField[apiField],
  });
  const pppGiven = [values.factor, values.source, values.vintage].some((v) => v.trim() !== "");

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiPut(`/financial-years/${year}`, {
        revenue_from_operations_inr: typedNumber(values.revenue),
        ppp: pppGiven
          ? {
              inr_per_international_dollar: typedNumber(values.factor),
              source: values.source.trim() || undefined,
              vintage: typedNumber(values.vintage),
            }
          : null,
      });
      onSaved(`FY ${year}'s revenue${pppGiven ? " and PPP factor" : ""} saved.`);
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError("The year's figures could not be saved.", 0, undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormFrame
      title={`Revenue and PPP factor, FY ${year}`}
      level={2}
      intro="The revenue from operations as in the financial statements, and the PPP conversion factor the intensities per rupee adjusted for PPP use, with where it comes from. Leave the PPP fields empty until you have chosen a cited factor: those rows then stay empty."
      submitLabel="Save the year's figures"
      busy={busy}
      error={error}
      problem={problem}
      failedTitle="The year's figures could not be saved"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label="Revenue from operations (₹)"
        required
        inputMode="decimal"
        autoComplete="off"
        {...field("revenue", "revenue_from_operations_inr")}
      />
      <TextField
        label="PPP conversion factor (₹ per international $)"
        hint="e.g. the World Bank's PPP conversion factor, GDP (LCU per international $), PA.NUS.PPP"
        inputMode="decimal"
        autoComplete="off"
        {...field("factor", "ppp.inr_per_international_dollar")}
      />
      <TextField
        label="Source of the factor"
        hint="Publisher, series and edition"
        autoComplete="off"
        maxLength={500}
        {...field("source", "ppp.source")}
      />
      <TextField
        label="Year the factor is for"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        {...field("vintage", "ppp.vintage")}
      />
    </FormFrame>
  );
}
