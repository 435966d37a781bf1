import { lazy, Suspense, useState } from "react";
import { useDocsPreferences } from "./docs-preferences";
import type { TryItOperation } from "./try-it-operation";

const TryItConsole = lazy(() => import("./try-it-console"));

/** The Try it button of an operation; the console's code loads at the first press. */
export function TryIt({ op }: { op: TryItOperation }) {
  const [open, setOpen] = useState(false);
  const { clientId } = useDocsPreferences();
  return (
    <div data-needs-js="">
      {open ? (
        <Suspense fallback={<p className="mt-3 text-sm text-muted">Loading the console…</p>}>
          <TryItConsole op={op} clientId={clientId} />
        </Suspense>
      ) : (
        <button
          type="button"
          aria-expanded="false"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Try it
        </button>
      )}
    </div>
  );
}
