import { Check } from "lucide-react";
import type { PartnerTier } from "~/content/company/partners";

/** One partner tier: who it is for, what it asks and what it gives; a badge marks the highlighted tier. */
export function TierCard({ tier }: { tier: PartnerTier }) {
  const highlighted = Boolean(tier.badge);
  return (
    <article
      aria-labelledby={`tier-${tier.name}`}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${highlighted ? "ring-2 ring-brand-700" : "ring-1 ring-slate-200"}`}
    >
      {tier.badge && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {tier.badge}
        </p>
      )}
      <h3 id={`tier-${tier.name}`} className="text-xl font-bold text-ink">
        {tier.name}
      </h3>
      <p className="mt-2 text-muted">{tier.summary}</p>
      <h4 className="mt-6 text-sm font-semibold text-ink">What it takes</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {tier.requirements.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <h4 className="mt-6 text-sm font-semibold text-ink">What you get</h4>
      <ul className="mt-2 space-y-2 text-sm">
        {tier.benefits.map((b) => (
          <li key={b} className="flex items-start gap-2 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {b}
          </li>
        ))}
      </ul>
    </article>
  );
}
