import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { firstSteps } from "~/content/console-workspaces";
import { viewPath } from "../paths";
import { useConsoleWorkspaces } from "../workspaces";

/** An empty workspace's overview: the three steps to a first year's figures, each a link to where it is done. */
export function FirstSteps() {
  const { current, openDemo, openingDemo } = useConsoleWorkspaces();
  return (
    <section aria-labelledby="first-steps-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="first-steps-heading" className="text-xl font-semibold text-ink">
        {firstSteps.title}
      </h2>
      <p className="mt-1 max-w-prose text-muted">{firstSteps.intro}</p>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {firstSteps.steps.map((step, i) => (
          <li key={step.title} className="grid content-start gap-2 rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold text-ink">
              <span className="text-brand-700">{i + 1}.</span> {step.title}
            </h3>
            <p className="text-sm text-muted">{step.text}</p>
            <Link
              to={viewPath(step.link.view)}
              className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {step.link.label}
            </Link>
          </li>
        ))}
      </ol>
      {current.kind === "own" && (
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <p className="max-w-prose text-sm text-muted">{firstSteps.demo}</p>
          <Button variant="outline" size="sm" onClick={openDemo} disabled={openingDemo} aria-busy={openingDemo}>
            {firstSteps.demoAction}
          </Button>
        </div>
      )}
    </section>
  );
}
