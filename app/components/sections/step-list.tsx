import type { Step } from "~/content/shapes";

/** An ordered process, numbered, each step with its duration when known. */
export function StepList({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-6 md:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 font-semibold text-ink">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          {step.duration && <p className="mt-1 text-sm font-medium text-brand-800">{step.duration}</p>}
          <p className="mt-2 text-sm text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
