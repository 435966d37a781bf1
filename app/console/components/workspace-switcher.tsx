import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { workspaceCopy } from "~/content/console-workspaces";
import type { ConsoleWorkspaces } from "../workspaces";
import { SelectField } from "./select-field";

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
          <Button
            variant="outline"
            onClick={() => {
              focusSelect.current = true;
              openDemo();
            }}
            disabled={openingDemo}
            aria-busy={openingDemo}
          >
            {openingDemo ? workspaceCopy.openingDemo : workspaceCopy.exploreDemo}
          </Button>
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
