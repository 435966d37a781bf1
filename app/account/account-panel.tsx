import type { ReactNode } from "react";

/** One titled card of the account page. */
export function AccountPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${title.replace(/\W+/g, "-").toLowerCase()}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${title.replace(/\W+/g, "-").toLowerCase()}-heading`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm text-ink">{children}</div>
    </section>
  );
}
