import { useState } from "react";
import { SelectField, TextField } from "~/components/ui/field";
import { ApiError, apiPatch, apiPost } from "../../api";
import { type FieldWords, formProblem } from "../../components/field-words";
import { FormFrame } from "../../components/form-frame";
import {
  energyOriginOptions,
  type Meter,
  meterName,
  type Source,
  sourceName,
  sourceTypeOptions,
  unitOptions,
} from "./resources";

/** The add and edit forms of a facility's sources and meters. */

type Saved<T> = (item: T, words: string) => void;

/** Sends a form's body, and keeps the refusal to show. */
function useSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const save = async <T,>(write: () => Promise<T>, then: (saved: T) => void) => {
    setBusy(true);
    setError(null);
    try {
      then(await write());
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError("This could not be saved.", 0, undefined));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, save };
}

const SOURCE_WORDS: Record<"type" | "description" | "unit" | "energy_origin", FieldWords> = {
  type: { missing: "Choose what kind of source it is.", invalid: "Choose what kind of source it is." },
  description: { missing: "Enter a description, or leave it empty." },
  unit: {
    missing: "Choose the unit its activity is measured in.",
    invalid: "Choose the unit its activity is measured in.",
  },
  energy_origin: { missing: "Choose where its energy comes from.", invalid: "Choose where its energy comes from." },
};

export function SourceForm({
  facility,
  editing,
  onSaved,
  onCancel,
}: {
  facility: { id: string; name: string };
  editing: Source | null;
  onSaved: Saved<Source>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    type: editing?.type ?? "",
    description: editing?.description ?? "",
    unit: editing?.unit ?? "",
    energy_origin: editing?.energy_origin ?? "non_renewable",
  });
  const { busy, error, save } = useSave();
  const problem = formProblem(error, SOURCE_WORDS);
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: problem.byField[key],
  });
  const submit = () =>
    save(
      () =>
        editing
          ? apiPatch<Source>(`/sources/${encodeURIComponent(editing.id)}`, {
              type: values.type,
              description: values.description.trim() || null,
              unit: values.unit,
              energy_origin: values.energy_origin || undefined,
            })
          : apiPost<Source>("/sources", {
              facility_id: facility.id,
              type: values.type || undefined,
              description: values.description.trim() || undefined,
              unit: values.unit || undefined,
              energy_origin: values.energy_origin || undefined,
            }),
      (saved) => onSaved(saved, editing ? `${sourceName(saved)} saved.` : `${sourceName(saved)} added.`),
    );
  return (
    <FormFrame
      title={editing ? `Edit ${sourceName(editing)}` : `Add a source at ${facility.name}`}
      level={4}
      intro="One thing that emits at the facility: a generator, a boiler, the grid connection."
      submitLabel={editing ? "Save changes" : "Add source"}
      busy={busy}
      error={error}
      problem={problem}
      failedTitle="The source could not be saved"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <SelectField label="Type" required placeholder="Choose a type" options={sourceTypeOptions} {...field("type")} />
      <TextField
        label="Description"
        hint="Optional, e.g. Diesel generator set"
        autoComplete="off"
        maxLength={500}
        {...field("description")}
      />
      <SelectField label="Unit" required placeholder="Choose a unit" options={unitOptions()} {...field("unit")} />
      <SelectField
        label="Energy origin"
        hint="Decides whether its energy counts as renewable or non-renewable in the BRSR Core energy table. It does not change emissions."
        placeholder="Choose where its energy comes from"
        options={energyOriginOptions}
        {...field("energy_origin")}
      />
    </FormFrame>
  );
}

const METER_WORDS: Record<"source_id" | "serial" | "unit" | "make" | "model", FieldWords> = {
  source_id: { missing: "Choose the source the meter measures.", invalid: "Choose the source the meter measures." },
  serial: { missing: "Enter the meter's serial number." },
  unit: { missing: "Choose the unit the meter reads in.", invalid: "Choose the unit the meter reads in." },
  make: { missing: "Enter the make, or leave it empty." },
  model: { missing: "Enter the model, or leave it empty." },
};

export function MeterForm({
  sources,
  editing,
  onSaved,
  onCancel,
}: {
  /** The facility's sources, one of which a new meter measures. */
  sources: readonly Source[];
  editing: Meter | null;
  onSaved: Saved<Meter>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    source_id: editing?.source_id ?? (sources.length === 1 ? sources[0]!.id : ""),
    serial: editing?.serial ?? "",
    unit: editing?.unit ?? "",
    make: editing?.make ?? "",
    model: editing?.model ?? "",
  });
  const { busy, error, save } = useSave();
  const problem = formProblem(error, METER_WORDS);
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: problem.byField[key],
  });
  const source = sources.find((s) => s.id === values.source_id);
  const submit = () =>
    save(
      () =>
        editing
          ? apiPatch<Meter>(`/meters/${encodeURIComponent(editing.id)}`, {
              serial: values.serial,
              unit: values.unit,
              make: values.make.trim() || null,
              model: values.model.trim() || null,
            })
          : apiPost<Meter>("/meters", {
              source_id: values.source_id || undefined,
              serial: values.serial,
              unit: values.unit || undefined,
              make: values.make.trim() || undefined,
              model: values.model.trim() || undefined,
            }),
      (saved) => onSaved(saved, `${meterName(saved)} ${editing ? "saved" : "added"}.`.replace(/^m/, "M")),
    );
  return (
    <FormFrame
      title={editing ? `Edit ${meterName(editing)}` : "Add a meter"}
      level={4}
      intro="A meter measures one source, in a unit that measures what the source's unit does (kWh and MWh, never litres)."
      submitLabel={editing ? "Save changes" : "Add meter"}
      busy={busy}
      error={error}
      problem={problem}
      failedTitle="The meter could not be saved"
      onSubmit={submit}
      onCancel={onCancel}
    >
      {!editing && (
        <SelectField
          label="Source"
          required
          placeholder="Choose a source"
          options={sources.map((s) => ({ value: s.id, label: sourceName(s) }))}
          {...field("source_id")}
        />
      )}
      <TextField label="Serial number" required autoComplete="off" maxLength={100} {...field("serial")} />
      <SelectField
        label="Unit"
        required
        placeholder="Choose a unit"
        options={unitOptions(source?.unit)}
        {...field("unit")}
      />
      <TextField label="Make" hint="Optional, e.g. Schneider Electric" autoComplete="off" {...field("make")} />
      <TextField label="Model" hint="Optional, e.g. PM5560" autoComplete="off" {...field("model")} />
    </FormFrame>
  );
}
