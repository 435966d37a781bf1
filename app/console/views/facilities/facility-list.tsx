import { Button } from "~/components/ui/button";
import { DataTable } from "../../components/data-table";
import { type Lifecycle, RowActions } from "./lifecycle";
import { countryName, type Facility, industryLabel, statusLabel } from "./resources";

const none = <span className="text-muted">None</span>;

/** The workspace's facilities as a table: where each is, its code and status, and what can be done with it. */
export function FacilityTable({
  facilities,
  chosen,
  lifecycle,
  onChoose,
  onEdit,
}: {
  facilities: readonly Facility[];
  chosen: string;
  lifecycle: Lifecycle;
  onChoose: (facility: Facility) => void;
  onEdit: (facility: Facility) => void;
}) {
  return (
    <DataTable
      caption="Your facilities"
      rows={facilities}
      rowKey={(f) => f.id}
      columns={[
        { header: "Name", cell: (f) => f.name },
        { header: "Code", cell: (f) => (f.code ? <code className="font-mono">{f.code}</code> : none) },
        {
          header: "Country and state",
          cell: (f) => [countryName(f.country), f.state].filter(Boolean).join(", "),
        },
        { header: "Industry", cell: (f) => industryLabel(f.industry) },
        { header: "Status", cell: (f) => statusLabel(f.active) },
        {
          header: "Actions",
          cell: (f) => (
            <div className="relative flex gap-2">
              <Button
                size="sm"
                variant={chosen === f.id ? "primary" : "outline"}
                aria-pressed={chosen === f.id}
                onClick={() => onChoose(f)}
              >
                Sources and meters<span className="sr-only"> of {f.name}</span>
              </Button>
              <RowActions
                target={{ id: f.id, name: f.name, active: f.active }}
                lifecycle={lifecycle}
                onEdit={() => onEdit(f)}
                consequence="Its sources and meters are deleted with it."
              />
            </div>
          ),
        },
      ]}
    />
  );
}
