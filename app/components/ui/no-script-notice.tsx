import type { ReactNode } from "react";

/**
 * Shown only when scripts cannot run: says what does not work and what the page shows instead. Controls marked
 * `data-needs-js` (search boxes, filters) are hidden then, since a prerendered page cannot answer them without
 * scripts. Both rely on the `data-js` flag an inline script in the document head sets (see root.tsx, app.css).
 */
export function NoScriptNotice({ children }: { children: ReactNode }) {
  return (
    <p data-no-js className="mt-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      {children}
    </p>
  );
}
