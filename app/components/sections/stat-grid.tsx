import type { Stat } from "~/content/home";

type Props = { stats: readonly Stat[]; tone?: "light" | "dark"; label: string };

/**
 * A row of headline figures, each card "value label": two a row on phones; from `lg` all in one row, or four a row
 * when there are more than four (eight in one row leave each label a word a line). No holes.
 */
export function StatGrid({ stats, tone = "light", label }: Props) {
  const dark = tone === "dark";
  const wide = stats.length > 4 ? "lg:basis-[calc(25%-0.76rem)]" : "lg:basis-0";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-4">
      {stats.map((s) => (
        <li
          key={s.label}
          className={`grow basis-[calc(50%-0.51rem)] rounded-xl p-5 text-center ${wide} ${dark ? "bg-white/10 ring-1 ring-white/20" : "bg-white shadow-sm ring-1 ring-slate-200"}`}
        >
          <span className={`block text-3xl font-bold ${dark ? "text-white" : "text-brand-800"}`}>{s.value}</span>{" "}
          <span className={`mt-1 block text-sm ${dark ? "text-brand-50" : "text-muted"}`}>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}
