import { fillGrid } from "~/components/ui/fill-grid";
import type { Step } from "~/content/shapes";

const fiveUp = fillGrid(5);

const layouts = {
  /** Each number beside its step, the duration after the title: the offer pages. */
  beside: {
    list: "space-y-4",
    item: "flex gap-4",
    number: "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white",
    title: "font-semibold text-ink",
  },
  /** Each step a card, its number above the title and the duration under it: the company and resources pages. */
  stacked: {
    list: fiveUp.list,
    item: `relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${fiveUp.item}`,
    number: "inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white",
    title: "mt-4 font-semibold text-ink",
  },
};

type Props = {
  steps: readonly Step[];
  layout: keyof typeof layouts;
  /** The list's accessible name. */
  label?: string;
  /** What a screen reader calls each step ("Stage" for an engagement's stages); the number is for the eye. */
  term?: string;
  /** Lays the list out, instead of the layout's own. */
  className?: string;
  /** Styles each step (a card, or nothing), instead of the layout's own. */
  item?: string;
};

/** An ordered process, numbered, each step with its duration when known. */
export function StepList({ steps, layout, label, term = "Step", className, item }: Props) {
  const look = layouts[layout];
  return (
    <ol aria-label={label} className={className ?? look.list}>
      {steps.map((step, i) => {
        const title = (
          <h3 className={look.title}>
            <span className="sr-only">{`${term} ${i + 1}: `}</span>
            {step.title}
            {layout === "beside" && step.duration && (
              <span className="ml-2 text-sm font-normal text-brand-800">({step.duration})</span>
            )}
          </h3>
        );
        return (
          <li key={step.title} className={item ?? look.item}>
            <span aria-hidden="true" className={look.number}>
              {i + 1}
            </span>
            {layout === "beside" ? (
              <div className="pt-1.5">
                {title}
                <p className="mt-1 text-muted">{step.text}</p>
              </div>
            ) : (
              <>
                {title}
                {step.duration && <p className="mt-1 text-sm font-medium text-brand-800">{step.duration}</p>}
                <p className="mt-2 text-sm text-muted">{step.text}</p>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
