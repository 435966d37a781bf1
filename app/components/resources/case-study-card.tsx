import { MapPin } from "lucide-react";
import { DialogButton } from "~/components/dialogs/dialog-button";
import type { CaseStudy } from "~/content/resources/case-studies";

const logoColours: Record<CaseStudy["logo"]["colour"], string> = {
  emerald: "bg-emerald-100 text-emerald-900",
  sky: "bg-sky-100 text-sky-900",
  amber: "bg-amber-100 text-amber-900",
  violet: "bg-violet-100 text-violet-900",
  rose: "bg-rose-100 text-rose-900",
  slate: "bg-slate-200 text-slate-900",
};

type Props = { story: CaseStudy; industryLabel: string; regionLabel: string };

/** One customer story: logo, industry, headline, illustrative metrics, solutions used and region. */
export function CaseStudyCard({ story, industryLabel, regionLabel }: Props) {
  const titleId = `story-${story.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        <span
          role="img"
          aria-label={`Logo of ${story.customer}`}
          className={`inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-lg font-bold ${logoColours[story.logo.colour]}`}
        >
          {story.logo.monogram}
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{industryLabel}</p>
          <p className="text-sm text-muted">{story.customer}</p>
        </div>
      </div>
      <h3 id={titleId} className="mt-4 text-lg font-semibold text-ink">
        {story.headline}
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-3" aria-describedby={`${titleId}-illustrative`}>
        {story.metrics.map((m) => (
          <div key={m.label} className="flex flex-col rounded-lg bg-brand-50 p-3">
            <dt className="text-sm text-muted">{m.label}</dt>
            <dd className="order-first text-xl font-bold text-brand-800">{m.value}</dd>
          </div>
        ))}
      </dl>
      <p id={`${titleId}-illustrative`} className="mt-2 text-xs text-muted">
        Illustrative figures
      </p>
      <h4 className="mt-4 text-sm font-semibold text-ink">Solutions</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {story.solutions.map((s) => (
          <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-ink">
            {s}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6">
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {regionLabel}
        </p>
        <DialogButton dialog="contact" variant="outline" size="sm">
          Read Full Story<span className="sr-only">: {story.headline}</span>
        </DialogButton>
      </div>
    </li>
  );
}
