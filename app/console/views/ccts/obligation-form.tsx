import { useState } from "react";
import { SelectField, TextField } from "~/components/ui/field";
import { PRODUCTION_UNITS } from "../../../../contracts/api/activity-lists";
import { CCTS_SECTORS } from "../../../../contracts/disclosures";
import { ApiError, apiPut } from "../../api";
import { Checkbox } from "../../components/checkbox";
import { type FieldWords, formProblem, typedNumber } from "../../components/field-words";
import { FormFrame } from "../../components/form-frame";

export type Obligation = {
  facility_id: string;
  sector: string;
  product: string | null;
  output_unit: string;
  baseline_output: number;
  baseline_gei: number;
  targets: Record<string, number>;
  covered_scopes: number[];
};

type Values = Record<
  "facility_id" | "sector" | "product" | "output_unit" | "baseline_output" | "baseline_gei" | "target_1" | "target_2",
  string
>;

const OUTPUT_UNITS = PRODUCTION_UNITS.map((u) => ({ value: u, label: u }));

const WORDS: Record<string, FieldWords> = {
  facility_id: { missing: "Choose the facility that is the obligated unit." },
  sector: {
    missing: "Choose the sector the unit is notified under.",
    invalid: "Choose the sector the unit is notified under.",
  },
  product: { missing: "Enter the product name your production records use, or leave it empty." },
  output_unit: { missing: "Choose the unit of output.", invalid: "Choose the unit of output." },
  baseline_output: {
    missing: "Enter the notified 2023-24 output as a number, e.g. 1238336.",
    invalid: "The baseline output must be more than 0.",
  },
  baseline_gei: {
    missing: "Enter the notified 2023-24 GEI as a number, e.g. 13.4927.",
    invalid: "The baseline GEI must be more than 0.",
  },
  "targets.2025-26": {
    missing: "Enter the 2025-26 target GEI as a number, e.g. 13.2260.",
    invalid: "The target must be more than 0.",
  },
  "targets.2026-27": {
    missing: "Enter the 2026-27 target GEI as a number, e.g. 12.8259.",
    invalid: "The target must be more than 0.",
  },
  covered_scopes: { missing: "Tick at least one scope." },
};

const valuesOf = (o: Obligation | null): Values => ({
  facility_id: o?.facility_id ?? "",
  sector: o?.sector ?? "",
  product: o?.product ?? "",
  output_unit: o?.output_unit ?? "tonne",
  baseline_output: o ? String(o.baseline_output) : "",
  baseline_gei: o ? String(o.baseline_gei) : "",
  target_1: o ? String(o.targets["2025-26"] ?? "") : "",
  target_2: o ? String(o.targets["2026-27"] ?? "") : "",
});

/** Records a facility as an obligated unit under CCTS, or changes what was recorded, over PUT /v1/ccts/obligations. */
export function ObligationForm({
  facilities,
  editing,
  onSaved,
  onCancel,
}: {
  facilities: readonly { id: string; name: string }[];
  editing: Obligation | null;
  onSaved: (words: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [scopes, setScopes] = useState<ReadonlySet<number>>(() => new Set(editing?.covered_scopes ?? [1, 2]));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const problem = formProblem(error, WORDS);
  if (!values.facility_id && error && !problem.byField.facility_id)
    problem.byField.facility_id = WORDS.facility_id!.missing;
  const field = (key: keyof Values, apiField: string = key) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: problem.byField[apiField],
  });

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!values.facility_id) throw new ApiError("Choose the facility that is the obligated unit.", 422, undefined);
      await apiPut(`/ccts/obligations/${encodeURIComponent(values.facility_id)}`, {
        sector: values.sector || undefined,
        product: values.product.trim() || null,
        output_unit: values.output_unit,
        baseline_output: typedNumber(values.baseline_output),
        baseline_gei: typedNumber(values.baseline_gei),
        targets: { "2025-26": typedNumber(values.target_1), "2026-27": typedNumber(values.target_2) },
        covered_scopes: [...scopes].sort(),
      });
      const name = facilities.find((f) => f.id === values.facility_id)?.name ?? "The facility";
      onSaved(`${name}'s CCTS obligation saved.`);
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError("The obligation could not be saved.", 0, undefined));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (scope: number) =>
    setScopes((s) => {
      const next = new Set(s);
      if (next.has(scope)) next.delete(scope);
      else next.add(scope);
      return next;
    });

  return (
    <FormFrame
      title={editing ? "Change the CCTS obligation" : "Record a CCTS obligation"}
      level={2}
      intro="The figures as the notification lists them for the unit: its 2023-24 baseline and the target GEI of each compliance year, in tCO2e per unit of equivalent product."
      submitLabel="Save obligation"
      busy={busy}
      error={error}
      problem={problem}
      failedTitle="The obligation could not be saved"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <SelectField
        label="Facility"
        placeholder="Choose a facility"
        required
        disabled={editing !== null}
        options={facilities.map((f) => ({ value: f.id, label: f.name }))}
        {...field("facility_id")}
      />
      <SelectField
        label="Sector"
        placeholder="Choose a sector"
        required
        options={CCTS_SECTORS.map((s) => ({ value: s.value, label: s.label }))}
        {...field("sector")}
      />
      <TextField
        label="Equivalent product"
        hint="The product name your production records use, e.g. Ingots. Leave it empty to count all the facility's production in the unit below."
        autoComplete="off"
        maxLength={100}
        {...field("product")}
      />
      <SelectField label="Unit of output" required options={OUTPUT_UNITS} {...field("output_unit")} />
      <TextField
        label="Baseline output, 2023-24"
        required
        inputMode="decimal"
        autoComplete="off"
        {...field("baseline_output")}
      />
      <TextField
        label="Baseline GEI, 2023-24"
        hint="tCO2e per unit of equivalent product"
        required
        inputMode="decimal"
        autoComplete="off"
        {...field("baseline_gei")}
      />
      <TextField
        label="Target GEI, 2025-26"
        required
        inputMode="decimal"
        autoComplete="off"
        {...field("target_1", "targets.2025-26")}
      />
      <TextField
        label="Target GEI, 2026-27"
        required
        inputMode="decimal"
        autoComplete="off"
        {...field("target_2", "targets.2026-27")}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink">Emissions that count</legend>
        <Checkbox label="Scope 1: direct emissions" checked={scopes.has(1)} onChange={() => toggle(1)} />
        <Checkbox
          label="Scope 2: purchased electricity (location-based)"
          checked={scopes.has(2)}
          onChange={() => toggle(2)}
        />
        {problem.byField.covered_scopes && <p className="text-sm text-red-700">{problem.byField.covered_scopes}</p>}
      </fieldset>
    </FormFrame>
  );
}
