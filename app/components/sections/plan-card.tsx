import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import type { Plan } from "~/content/plans";
import { FeatureList } from "./feature-list";
import { PlanLimits } from "./plan-limits";
import { PlanPrice } from "./plan-price";

export function PlanCard({ plan }: { plan: Plan }) {
  const featured = Boolean(plan.badge);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 ${featured ? "shadow-xl ring-2 ring-brand-700" : "shadow-sm ring-1 ring-slate-200"}`}
    >
      {plan.badge && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          {plan.badge}
        </p>
      )}
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{plan.tier}</p>
      <h2 id={`plan-${plan.id}`} className="mt-1 text-2xl font-bold text-ink">
        {plan.name}
      </h2>
      <div className="mt-4">
        <PlanPrice price={plan.price} />
      </div>
      <p className="mt-4 text-sm text-muted">{plan.description}</p>
      <PlanLimits limits={plan.limits} className="mt-5 border-y border-slate-200 py-4 text-sm" />
      <div className="mt-5 flex-1">
        <FeatureList features={plan.features} />
      </div>
      <div className="mt-8 flex flex-col gap-3">
        <DialogButton dialog="demo" variant={featured ? "primary" : "outline"}>
          {plan.cta}
        </DialogButton>
        <Link
          to={`/products/${plan.id}`}
          className="inline-flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {plan.name} details
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
