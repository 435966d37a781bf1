import type { ReactNode } from "react";

/**
 * Shown only when scripts are off: says what cannot work and what the page shows instead, and hides the controls
 * marked `data-needs-js` (search boxes, filters), which a prerendered page cannot answer without scripts.
 */
export function NoScriptNotice({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="mt-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">{children}</p>
      <style>{"[data-needs-js]{display:none}"}</style>
    </noscript>
  );
}
