import { type RefObject, useEffect, useRef, useState } from "react";
import { TextField } from "~/components/ui/field";
import type { RoiCopy } from "~/content/solutions/solution";
import {
  type Amount,
  formatRoi,
  MONTHS_PER_QUARTER,
  ONE_OFF_COST,
  readAmount,
  roi,
  roiDefaults,
  roiMaxima,
  TIME_SAVED_SHARE,
} from "~/lib/roi";

/** What a field says about a value it could not count as typed, naming what it counts instead. */
function problemText(amount: Amount, max: number): string | undefined {
  if (amount.problem === "not-a-number") return "Enter a number of 0 or more; until then it counts as 0.";
  if (amount.problem === "too-large")
    return `Enter at most ${formatRoi.amount(max)}; until then it counts as ${formatRoi.amount(max)}.`;
  return undefined;
}

/** The analytics page's ROI estimate: results follow every keystroke and are announced politely, formula shown. */
export function RoiCalculator({ copy }: { copy: RoiCopy }) {
  const [hoursText, setHours] = useState(String(roiDefaults.analystHours));
  const [sitesText, setSites] = useState(String(roiDefaults.sites));
  const [costText, setCost] = useState(String(roiDefaults.hourlyCost));
  const hoursInput = useRef<HTMLInputElement>(null);
  const sitesInput = useRef<HTMLInputElement>(null);
  const costInput = useRef<HTMLInputElement>(null);
  // The fields are in the prerendered page before this code runs: what a visitor typed then counts, as if typed now.
  useEffect(() => {
    const fields: [RefObject<HTMLInputElement | null>, (text: string) => void][] = [
      [hoursInput, setHours],
      [sitesInput, setSites],
      [costInput, setCost],
    ];
    for (const [input, set] of fields) if (input.current) set(input.current.value);
  }, []);
  const hours = readAmount(hoursText, roiMaxima.analystHours);
  const sites = readAmount(sitesText, roiMaxima.sites);
  const cost = readAmount(costText, roiMaxima.hourlyCost);
  const result = roi({ analystHours: hours.value, hourlyCost: cost.value });
  const saved = formatRoi.hours(result.hoursSaved);
  const quarterly = formatRoi.dollars(result.quarterlyCostAvoided);
  const payback = formatRoi.months(result.paybackMonths);
  const rate = formatRoi.dollars(cost.value);

  return (
    <div className="grid gap-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8 lg:grid-cols-2">
      <form className="space-y-5" onSubmit={(e) => e.preventDefault()} aria-label="ROI inputs">
        <TextField
          label={copy.hoursLabel}
          hint={copy.hoursHint}
          inputMode="decimal"
          autoComplete="off"
          ref={hoursInput}
          value={hoursText}
          onChange={(e) => setHours(e.target.value)}
          error={problemText(hours, roiMaxima.analystHours)}
        />
        <TextField
          label={copy.sitesLabel}
          hint={copy.sitesHint}
          inputMode="numeric"
          autoComplete="off"
          ref={sitesInput}
          value={sitesText}
          onChange={(e) => setSites(e.target.value)}
          error={problemText(sites, roiMaxima.sites)}
        />
        <TextField
          label={copy.costLabel}
          hint={copy.costHint}
          inputMode="decimal"
          autoComplete="off"
          ref={costInput}
          value={costText}
          onChange={(e) => setCost(e.target.value)}
          error={problemText(cost, roiMaxima.hourlyCost)}
        />
      </form>
      <div>
        <h3 className="text-lg font-semibold text-ink">Your estimate</h3>
        <div role="status" aria-live="polite" aria-atomic="true">
          <dl className="mt-4 grid gap-3">
            <Result label="Time saved a month" value={saved} />
            <Result label="Quarterly cost avoided" value={quarterly} />
            <Result
              label="Payback"
              detail={`on a one-off cost of ${formatRoi.dollars(ONE_OFF_COST)}`}
              value={payback}
              explanation={result.paybackMonths === null ? "No payback: nothing is saved" : undefined}
            />
          </dl>
        </div>
        <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          <p className="font-semibold text-ink">How it is calculated</p>
          <ul className="mt-2 space-y-1.5">
            <li>
              Time saved = round({formatRoi.amount(hours.value)} h × {TIME_SAVED_SHARE}) = {saved} a month
            </li>
            <li>
              Quarterly cost avoided = {formatRoi.amount(result.hoursSaved)} h × {rate} × {MONTHS_PER_QUARTER} months ={" "}
              {quarterly}
            </li>
            <li>
              Payback = {formatRoi.dollars(ONE_OFF_COST)} one-off ÷ ({formatRoi.amount(result.hoursSaved)} h × {rate} a
              month) = {result.paybackMonths === null ? "none, as nothing is saved" : payback}
            </li>
          </ul>
          <p className="mt-3 text-muted">{copy.note}</p>
        </div>
      </div>
    </div>
  );
}

function Result({
  label,
  detail,
  value,
  explanation,
}: {
  label: string;
  /** A line under the label: what the value is measured against. */
  detail?: string;
  value: string;
  explanation?: string;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
      <dt className="text-sm font-medium text-slate-700">
        {label}
        {detail && <span className="block text-xs font-normal text-muted">{detail}</span>}
      </dt>
      <dd className="text-2xl font-bold text-brand-900">
        {explanation ? (
          <>
            <span aria-hidden="true">{value}</span>
            <span className="sr-only">{explanation}</span>
          </>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}
