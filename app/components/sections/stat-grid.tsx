import type { Stat } from "~/content/home";

type Props = { stats: readonly Stat[]; tone?: "light" | "dark"; label: string };

/** A row of headline figures, each card "value label": two a row on phones, all in one from `lg`, no holes. */
export function StatGrid({ stats, tone = "light", label }: Props) {
  const dark = tone === "dark";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-4">
      {stats.map((s) => (
        <li
          key={s.label}
          className={`grow basis-[calc(50%-0.51rem)] rounded-xl p-5 text-center lg:basis-0 ${dark ? "bg-white/10 ring-1 ring-white/20" : "bg-white shadow-sm ring-1 ring-slate-200"}`}
        >
          <span className={`block text-3xl font-bold ${dark ? "text-white" : "text-brand-800"}`}>{s.value}</span>{" "}
          <span className={`mt-1 block text-sm ${dark ? "text-brand-50" : "text-muted"}`}>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}
