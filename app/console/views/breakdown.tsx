import type { z } from "zod";
import { scope3Categories } from "~/content/scope3-categories";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { breakdownSchema } from "../../../contracts/api";
import { apiGet } from "../api";
import { ShareBars, type ShareItem } from "../charts/share-bars";
import { ApiProblem } from "../components/api-problem";
import { ChartFigure } from "../components/chart-figure";
import { DataTable } from "../components/data-table";
import { NoData } from "../components/no-data";
import { SelectField } from "../components/select-field";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { monthLabel, percent, tonnes, tonnesFigure, windowLabel } from "../format";
import { PERIOD_CHOICES, periodChoiceOf, periodWindow } from "../period-choices";
import type { Window } from "../periods";
import { useApi } from "../use-api";

type Breakdown = z.infer<typeof breakdownSchema>;

/** The breakdowns offered: the API's dimension, and a filter where one applies (Scope 3 categories: Scope 3 only). */
const DIMENSION_CHOICES = [
  { value: "facility", label: "Facility", dimension: "facility_id", filter: undefined, noun: "facility" },
  { value: "source", label: "Source type", dimension: "source_type", filter: undefined, noun: "source type" },
  {
    value: "scope3",
    label: "Scope 3 category",
    dimension: "scope3_category",
    filter: "scope==3",
    noun: "Scope 3 category",
  },
] as const;

type DimensionChoice = (typeof DIMENSION_CHOICES)[number];

const words = (raw: string) => raw.charAt(0).toUpperCase() + raw.slice(1).replace(/_/g, " ");

/** An item's name: the API's label for an id, the rest and missing values in words. */
function nameOf(item: Breakdown["items"][number], dimension: string): string {
  if (item.other) return "All others";
  const value = item.dimension[dimension];
  if (value === null || value === undefined) return "Not set";
  const label = item.labels?.[dimension];
  if (label) return label;
  if (dimension === "scope3_category") {
    const name = scope3Categories[Number(value)];
    return name ? `Category ${value}: ${name}` : `Category ${value}`;
  }
  return words(String(value));
}

function loadBreakdown(choice: DimensionChoice, window: Window) {
  return apiGet<Breakdown>("/emission-analytics/breakdown", {
    "period.from": window.from,
    "period.to": window.to,
    dimensions: choice.dimension,
    filter: choice.filter,
    top: 10,
    scope2_method: "MARKET",
  });
}

/** Emissions by facility, source type or Scope 3 category, with shares: a chart and the same numbers as a table. */
export default function BreakdownView() {
  const [filters, setFilters] = useUrlFilters(["by", "period"] as const);
  const choice = DIMENSION_CHOICES.find((c) => c.value === filters.by) ?? DIMENSION_CHOICES[0];
  const period = periodChoiceOf(filters.period);
  const window = periodWindow(period, new Date());
  const state = useApi(`breakdown:${choice.value}:${window.from}:${window.to}`, () => loadBreakdown(choice, window));
  const items: ShareItem[] =
    state.status === "ready"
      ? state.data.items.map((item, i) => ({
          key: `${i}-${String(item.dimension[choice.dimension])}`,
          label: nameOf(item, choice.dimension),
          value: item.value,
          share: item.share_pct,
        }))
      : [];
  const span = `${monthLabel(window.from)} to ${monthLabel(window.to)}`;
  const summary =
    state.status === "ready" && items.length > 0
      ? `${tonnes(state.data.total)} in ${span}${choice.filter ? " from Scope 3" : ""}, across ${items.length} ${items.length === 1 ? "item" : "items"}. The largest ${choice.noun} is ${items[0]!.label} with ${tonnes(items[0]!.value)} (${percent(items[0]!.share)}).`
      : "";
  return (
    <>
      <ViewHeader
        title="Breakdown"
        intro="Where emissions come from, with each part's share of the whole, in tonnes CO2e (Scope 2 market-based)."
      >
        <SelectField
          label="Break down by"
          value={choice.value}
          options={DIMENSION_CHOICES}
          onChange={(by) => setFilters({ by })}
        />
        <SelectField
          label="Period"
          value={period}
          options={PERIOD_CHOICES}
          onChange={(p) => setFilters({ period: p })}
        />
      </ViewHeader>
      {state.status === "loading" && <Skeleton label="Loading the breakdown…" blocks={["h-72"]} />}
      {state.status === "error" && <ApiProblem error={state.error} onRetry={state.retry} />}
      {state.status === "ready" &&
        (items.length === 0 || state.data.total === 0 ? (
          <NoData what="The breakdown" window={windowLabel(window)} />
        ) : (
          <ChartFigure
            title={`Emissions by ${choice.noun}, ${span}`}
            summary={summary}
            tableOpen
            chart={
              <ShareBars
                title={`Emissions by ${choice.noun}`}
                description={summary}
                items={items}
                format={(i, narrow) => (narrow ? percent(i.share) : `${tonnesFigure(i.value)} t · ${percent(i.share)}`)}
              />
            }
            table={
              <DataTable
                exportable
                caption={`Emissions by ${choice.noun}, ${span}`}
                rows={items}
                rowKey={(i) => i.key}
                columns={[
                  { header: choice.label, cell: (i) => i.label },
                  { header: "Emissions (t CO2e)", cell: (i) => tonnesFigure(i.value), numeric: true },
                  { header: "Share", cell: (i) => percent(i.share), numeric: true },
                ]}
                footer={["Total", tonnesFigure(state.data.total), percent(100)]}
              />
            }
          />
        ))}
    </>
  );
}
