import type { Step } from "~/content/shapes";

/**
 * Steps in a list, each beside its number (the number is for the eye; a screen reader hears "Step N:").
 * `className` lays the list out; `item` styles each step (a card, or nothing); `label` names a step for the ear
 * ("Stage" for an engagement's stages).
 */
export function NumberedSteps({
  steps,
  className = "space-y-4",
  item = "flex gap-4",
  label = "Step",
}: {
  steps: readonly Step[];
  className?: string;
  item?: string;
  label?: string;
}) {
  return (
    <ol className={className}>
      {steps.map((s, i) => (
        <li key={s.title} className={item}>
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="font-semibold text-ink">
              <span className="sr-only">
                {label} {i + 1}:{" "}
              </span>
              {s.title}
              {s.duration && <span className="ml-2 text-sm font-normal text-brand-800">({s.duration})</span>}
            </h3>
            <p className="mt-1 text-muted">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
