import type { FeatureStatus } from "~/content/plans";

const tones: Record<FeatureStatus, string> = {
  live: "bg-brand-100 text-brand-900",
  beta: "bg-amber-100 text-amber-900",
};

/** A feature's status as a pill: Live or Beta on the plans, Beta wherever a beta feature is sold. */
export function StatusBadge({ label, tone = "beta" }: { label: string; tone?: FeatureStatus }) {
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 align-middle text-xs font-semibold ${tones[tone]}`}>
      {label}
    </span>
  );
}
