import { useState } from "react";
import { SelectField, TextField } from "~/components/ui/field";
import { industries } from "../../../../contracts/options";
import { ApiError, apiPatch, apiPost } from "../../api";
import { type FieldWords, formProblem } from "../../components/field-words";
import { FormFrame } from "../../components/form-frame";
import { useApi } from "../../use-api";
import { everyPage, type Facility, type Organisation } from "./resources";

type Values = Record<
  "org_id" | "name" | "code" | "country" | "state" | "lat" | "lon" | "industry" | "grid_region",
  string
>;

const WORDS: Record<keyof Values, FieldWords> = {
  org_id: {
    missing: "Choose the organisation the facility belongs to.",
    invalid: "Choose the organisation the facility belongs to.",
  },
  name: { missing: "Enter the facility's name." },
  code: { missing: "Enter a code, or leave it empty.", invalid: "Use letters, digits, - and _ only, e.g. PNQ-01." },
  country: {
    missing: "Enter the country's two-letter code, e.g. IN.",
    invalid: "Use the country's two-letter code, e.g. IN for India or US for the United States.",
  },
  state: { missing: "Enter the state or region, or leave it empty." },
  lat: {
    missing: "Enter the latitude as a number, e.g. 18.5204.",
    invalid: "The latitude runs from -90 (south) to 90 (north).",
  },
  lon: {
    missing: "Enter the longitude as a number, e.g. 73.8567.",
    invalid: "The longitude runs from -180 (west) to 180 (east).",
  },
  industry: { missing: "Choose an industry, or Not set." },
  grid_region: {
    missing: "Enter the grid subregion, or leave it empty.",
    invalid: "Use the subregion's four capital letters, e.g. RFCE.",
  },
};

const valuesOf = (f: Facility | null): Values => ({
  org_id: f?.org_id ?? "",
  name: f?.name ?? "",
  code: f?.code ?? "",
  country: f?.country ?? "",
  state: f?.state ?? "",
  lat: f ? String(f.lat) : "",
  lon: f ? String(f.lon) : "",
  industry: f?.industry ?? "",
  grid_region: f?.grid_region ?? "",
});

/** A typed coordinate as the API takes it: a number; other text as typed, for the API to name; empty as `empty`. */
function coordinate(text: string, empty: null | undefined) {
  const t = text.trim();
  if (t === "") return empty;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

/** The body of a facility: on creation empty fields are left out, on an edit they clear what was there. */
function bodyOf(v: Values, creating: boolean) {
  const empty = creating ? undefined : null;
  const text = (s: string) => s.trim() || empty;
  return {
    name: v.name,
    code: text(v.code),
    country: text(v.country),
    state: text(v.state),
    lat: coordinate(v.lat, empty),
    lon: coordinate(v.lon, empty),
    industry: v.industry || empty,
    grid_region: v.country.trim() === "US" ? text(v.grid_region) : empty,
  };
}

/**
 * Adds a facility or edits one. A workspace's facilities belong to an organisation: the first facility of a workspace
 * that has none also adds the company as one, and where there are several the form asks which.
 */
export function FacilityForm({
  editing,
  company,
  onSaved,
  onCancel,
}: {
  editing: Facility | null;
  /** The workspace's company: the organisation made with the first facility. */
  company: string;
  onSaved: (facility: Facility, words: string) => void;
  onCancel: () => void;
}) {
  const creating = editing === null;
  const orgs = useApi("facility-view:orgs", () => everyPage<Organisation>("/orgs", {}));
  const orgList = orgs.status === "ready" ? orgs.data : [];
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const orgChoice = creating && orgList.length > 1;
  const problem = formProblem(error, WORDS);
  // The organisation the form makes itself is no field of the person's.
  if (!orgChoice && problem.byField.org_id) {
    delete problem.byField.org_id;
    if (Object.keys(problem.byField).length === 0) problem.other = true;
  }
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: key === "country" ? e.target.value.toUpperCase() : e.target.value }));
  const field = (key: keyof Values) => ({ value: values[key], onChange: set(key), error: problem.byField[key] });

  const organisation = async (): Promise<string | undefined> => {
    if (orgs.status === "error") throw orgs.error;
    // One organisation: the facility's; several: the one chosen (the API names a missing choice).
    if (values.org_id || orgList.length > 1) return values.org_id;
    if (orgList.length === 1) return orgList[0]!.id;
    // None yet: the company becomes the first, in the facility's country. Until that is a country code the facility
    // is sent without one, so the API names every field to put right (the missing organisation is the form's).
    if (!/^[A-Z]{2}$/.test(values.country.trim())) return undefined;
    const made = await apiPost<Organisation>("/orgs", {
      name: company,
      country: values.country.trim(),
      industry: values.industry || "other",
    });
    setValues((v) => ({ ...v, org_id: made.id }));
    return made.id;
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = creating
        ? await apiPost<Facility>("/facilities", { org_id: await organisation(), ...bodyOf(values, true) })
        : await apiPatch<Facility>(`/facilities/${encodeURIComponent(editing.id)}`, bodyOf(values, false));
      onSaved(saved, creating ? `${saved.name} added.` : `${saved.name} saved.`);
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError("The facility could not be saved.", 0, undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormFrame
      title={creating ? "Add a facility" : `Edit ${editing.name}`}
      level={2}
      intro={
        creating && orgs.status === "ready" && orgList.length === 0 && !values.org_id
          ? `Your first facility also records ${company} as the organisation your facilities belong to.`
          : undefined
      }
      submitLabel={creating ? "Add facility" : "Save changes"}
      busy={busy || (creating && orgs.status === "loading")}
      error={error}
      problem={problem}
      failedTitle="The facility could not be saved"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField label="Name" required autoComplete="off" maxLength={200} {...field("name")} />
      <TextField
        label="Code"
        hint="Optional: the short name your sheets use, e.g. PNQ-01. An import may name the facility by it."
        autoComplete="off"
        maxLength={20}
        {...field("code")}
      />
      <TextField
        label="Country"
        hint="Two letters, e.g. IN for India. It chooses the emission factors for the facility's data."
        required
        autoComplete="off"
        maxLength={2}
        {...field("country")}
      />
      <TextField label="State or region" autoComplete="off" maxLength={100} {...field("state")} />
      <TextField
        label="Latitude"
        hint="Decimal degrees, north positive, e.g. 18.5204"
        required
        inputMode="decimal"
        autoComplete="off"
        {...field("lat")}
      />
      <TextField
        label="Longitude"
        hint="Decimal degrees, east positive, e.g. 73.8567"
        required
        inputMode="decimal"
        autoComplete="off"
        {...field("lon")}
      />
      <SelectField label="Industry" placeholder="Not set" options={industries.list} {...field("industry")} />
      {values.country.trim() === "US" && (
        <TextField
          label="Grid subregion"
          hint="The eGRID subregion the site draws power from, e.g. RFCE: its grid electricity then takes that subregion's factor."
          autoComplete="off"
          maxLength={4}
          {...field("grid_region")}
        />
      )}
      {orgChoice && (
        <SelectField
          label="Organisation"
          required
          placeholder="Choose an organisation"
          options={orgList.map((o) => ({ value: o.id, label: o.name }))}
          {...field("org_id")}
        />
      )}
    </FormFrame>
  );
}
