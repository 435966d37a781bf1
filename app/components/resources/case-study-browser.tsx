import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import type { CaseStudy } from "~/content/resources/case-studies";
import { useUrlFilters } from "~/lib/use-url-filters";
import type { Option } from "../../../contracts/options";
import { CaseStudyCard } from "./case-study-card";

const filterNames = ["industry", "region", "size"] as const;
type FilterName = (typeof filterNames)[number];

type Props = {
  stories: readonly CaseStudy[];
  /** Every value each filter knows, with its label (industries and sizes as the site's forms name them). */
  options: Readonly<Record<FilterName, readonly Option[]>>;
  /** The page's own address: the form's target, and "clear filters". */
  action: string;
};

/** The options of one filter: only values some story has, each with how many stories have it. */
function optionsFor(stories: readonly CaseStudy[], name: FilterName, all: readonly Option[]): Option[] {
  return all.flatMap((o) => {
    const n = stories.filter((s) => s[name] === o.value).length;
    return n > 0 ? [{ value: o.value, label: `${o.label} (${n})` }] : [];
  });
}

/**
 * The customer stories with industry, region and size filters kept in the address (`?industry=&region=&size=`).
 * A plain GET form before the page is interactive; afterwards each choice applies at once and the count is
 * announced.
 */
export function CaseStudyBrowser({ stories, options, action }: Props) {
  const [params, update] = useUrlFilters(filterNames);
  const lists: Record<FilterName, Option[]> = {
    industry: optionsFor(stories, "industry", options.industry),
    region: optionsFor(stories, "region", options.region),
    size: optionsFor(stories, "size", options.size),
  };
  // A value no option has (an old or mistyped link) filters nothing.
  const chosen = Object.fromEntries(
    filterNames.map((n) => [n, lists[n].some((o) => o.value === params[n]) ? params[n] : ""]),
  ) as Record<FilterName, string>;
  const shown = stories.filter((s) => filterNames.every((n) => chosen[n] === "" || s[n] === chosen[n]));
  const active = filterNames.some((n) => chosen[n] !== "");
  const label = (name: FilterName, value: string) => options[name].find((o) => o.value === value)?.label ?? value;

  const labels: Record<FilterName, { label: string; all: string }> = {
    industry: { label: "Industry", all: "All industries" },
    region: { label: "Region", all: "All regions" },
    size: { label: "Company size", all: "All sizes" },
  };

  return (
    <div>
      <form
        method="get"
        action={action}
        aria-label="Filter customer stories"
        data-needs-js
        className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update(Object.fromEntries(filterNames.map((n) => [n, String(form.get(n) ?? "")])));
        }}
      >
        {filterNames.map((name) => (
          <SelectField
            key={name}
            label={labels[name].label}
            name={name}
            options={lists[name]}
            placeholder={labels[name].all}
            value={chosen[name]}
            onChange={(event) => update({ [name]: event.target.value })}
          />
        ))}
        <Button type="submit" variant="outline" className="sm:col-span-2 lg:col-span-1">
          Apply filters
        </Button>
      </form>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <p role="status" className="font-medium text-ink">
          {shown.length === 0
            ? "No stories match these filters"
            : `Showing ${shown.length} of ${stories.length} stories`}
        </p>
        {active && shown.length > 0 && (
          <Link
            to={action}
            preventScrollReset
            className="text-sm font-medium text-brand-800 underline underline-offset-4"
          >
            Clear filters
          </Link>
        )}
      </div>
      <NoScriptNotice>
        The filters need JavaScript, which is turned off in your browser. All {stories.length} stories are shown below.
      </NoScriptNotice>
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((story) => (
            <CaseStudyCard
              key={story.id}
              story={story}
              industryLabel={label("industry", story.industry)}
              regionLabel={label("region", story.region)}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <h3 className="text-xl font-semibold text-ink">No stories for this combination yet</h3>
          <p className="mx-auto mt-2 max-w-xl text-muted">
            Try another industry, region or size, or ask us: we may have worked on a case like yours that is not written
            up.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={action} preventScrollReset className={buttonClass("outline")}>
              Clear filters
            </Link>
            <DialogButton dialog="contact">Ask about your case</DialogButton>
          </div>
        </div>
      )}
    </div>
  );
}
