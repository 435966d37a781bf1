import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ViewHeader } from "../components/view-header";
import { useFacilities } from "../facilities";
import { type Cell, saveCsv } from "../files";
import { monthLabel } from "../format";
import { FIGURE_FIELDS, type RecordType } from "../import/input-mapping";
import { InputSheet } from "../import/input-sheet";
import { UploadsList } from "../import/uploads-list";
import { forgetAnswers } from "../use-api";

const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
};

/** A template: the columns the import reads as they are, and a row for each facility for last month. */
function templateRows(type: RecordType, facilities: readonly { name: string }[]): Cell[][] {
  const figures = FIGURE_FIELDS[type].map((f) => f.label);
  const month = monthLabel(lastMonth());
  const unit = type === "water" ? "kL" : "kg";
  return [
    ["Facility", "Month", "Unit", ...figures],
    ...facilities.map((f) => [f.name, month, unit, ...figures.map(() => null)]),
  ];
}

function Templates() {
  const state = useFacilities();
  const facilities = state.status === "ready" ? state.data : [];
  return (
    <section aria-labelledby="input-template-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="input-template-heading" className="text-lg font-semibold text-ink">
        Start from a template, or from your own sheet
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        BRSR Principle 6 tables water by source and by where it is discharged and how it was treated, and waste by
        category and by what became of it. The templates have a column for each, and a row for each of your facilities
        for last month; your own sheet works too.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={state.status === "loading"}
          onClick={() => saveCsv("water-records-template.csv", templateRows("water", facilities))}
        >
          Download the water template (CSV)
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={state.status === "loading"}
          onClick={() => saveCsv("waste-records-template.csv", templateRows("waste", facilities))}
        >
          Download the waste template (CSV)
        </Button>
      </div>
    </section>
  );
}

/**
 * Water and waste records in, for BRSR Core: templates, a checked import of the sheet as the company keeps it, and
 * the uploads, each of which can be withdrawn.
 */
export default function WaterAndWasteView() {
  const [version, setVersion] = useState(0);
  const changed = () => {
    // The BRSR Core tables may have moved.
    forgetAnswers();
    setVersion((v) => v + 1);
  };
  return (
    <>
      <ViewHeader
        title="Water and waste"
        intro="Upload each facility's water and waste by month, for BRSR Core's water and waste tables. Every row is checked before anything is stored."
      />
      <div className="grid gap-6">
        <Templates />
        <InputSheet onStored={changed} />
        <section aria-labelledby="input-uploads-heading" className="grid gap-3">
          <h2 id="input-uploads-heading" className="text-lg font-semibold text-ink">
            Water and waste uploads
          </h2>
          <UploadsList of="water-and-waste" version={version} onWithdrawn={changed} />
        </section>
      </div>
    </>
  );
}
