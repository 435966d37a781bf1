import { Check } from "lucide-react";
import { StatusBadge } from "~/components/ui/status-badge";
import { featureStatusLabel, type PlanFeature } from "~/content/plans";

/** A plan's features, each marked Live or Beta. */
export function FeatureList({ features }: { features: readonly PlanFeature[] }) {
  return (
    <ul className="space-y-3">
      {features.map((f) => (
        <li key={f.label} className="flex items-start gap-3 text-sm">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="flex-1 text-ink">{f.label}</span>
          <StatusBadge label={featureStatusLabel[f.status]} tone={f.status} />
        </li>
      ))}
    </ul>
  );
}
