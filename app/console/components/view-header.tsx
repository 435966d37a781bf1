import type { ReactNode } from "react";

/** A view's heading, a line on what it shows, and its controls (which write their choices into the address). */
export function ViewHeader({ title, intro, children }: { title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6 grid gap-4">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-prose text-muted">{intro}</p>
      </div>
      {children && <div className="flex flex-wrap items-end gap-4">{children}</div>}
    </div>
  );
}
