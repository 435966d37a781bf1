import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { signInPath } from "~/account/sign-in-return";
import { workspaceCopy } from "~/content/console-workspaces";
import type { ApiError } from "../api";
import type { ConsoleWorkspaces } from "../workspaces";
import { SelectField } from "./select-field";

// The layout imports nothing of the site's components (they would regroup the marketing pages' chunks): the
// switcher's button is written out here.
const outlineButton =
  "inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-progress disabled:opacity-60";

/**
 * The header's workspace switcher: a labelled select of the account's workspaces, and "Explore the demo" until the
 * demo workspace exists (the select lists it from then on, and takes the focus the button had).
 */
export function WorkspaceSwitcher({
  workspaces,
  current,
  choose,
  openDemo,
  openingDemo,
  demoProblem,
}: ConsoleWorkspaces) {
  const hasDemo = workspaces.some((w) => w.kind === "demo");
  const box = useRef<HTMLDivElement>(null);
  const focusSelect = useRef(false);
  useEffect(() => {
    if (hasDemo && focusSelect.current) box.current?.querySelector("select")?.focus();
    focusSelect.current = false;
  }, [hasDemo]);
  return (
    <div ref={box} className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={workspaceCopy.switcherLabel}
          value={current.tenantId}
          options={workspaces.map((w) => ({ value: w.tenantId, label: workspaceCopy.optionName(w) }))}
          onChange={choose}
        />
        {!hasDemo && (
          <button
            type="button"
            onClick={() => {
              focusSelect.current = true;
              openDemo();
            }}
            disabled={openingDemo}
            aria-busy={openingDemo}
            className={outlineButton}
          >
            {openingDemo ? workspaceCopy.openingDemo : workspaceCopy.exploreDemo}
          </button>
        )}
      </div>
      {current.kind === "demo" && <p className="max-w-prose text-sm text-muted">{workspaceCopy.demoNote}</p>}
      <div aria-live="polite">
        {demoProblem && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {demoProblem}
          </p>
        )}
      </div>
    </div>
  );
}

/** The workspaces could not be listed: why, and a way on (try again, or sign in again). */
export function WorkspacesProblem({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const location = useLocation();
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-ink">
      <p className="font-semibold">{error.signedOut ? "You are signed out" : "Your workspaces could not be loaded"}</p>
      <p className="mt-1">{error.message}</p>
      <div className="mt-3">
        {error.signedOut ? (
          <Link
            to={signInPath(location.pathname + location.search)}
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            Sign in again
          </Link>
        ) : (
          <button type="button" onClick={onRetry} className={outlineButton}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
