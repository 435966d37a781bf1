import { Check } from "lucide-react";
import { featureStatusLabel, type PlanFeature } from "~/content/plans";

/** A plan's features, each marked Live or Beta. */
export function FeatureList({ features }: { features: readonly PlanFeature[] }) {
  return (
    <ul className="space-y-3">
      {features.map((f) => (
        <li key={f.label} className="flex items-start gap-3 text-sm">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="flex-1 text-ink">{f.label}</span>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${f.status === "live" ? "bg-brand-100 text-brand-900" : "bg-amber-100 text-amber-900"}`}
          >
            {featureStatusLabel[f.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
