import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { FeatureList } from "~/components/sections/feature-list";
import { PlanLimits } from "~/components/sections/plan-limits";
import { PlanPrice } from "~/components/sections/plan-price";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { findPlan, type Plan, plans } from "~/content/plans";
import { productsPage } from "~/content/products-page";
import { pageMeta } from "~/lib/meta";
import { planJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/product-detail";

export const meta = ({ params }: Route.MetaArgs) => {
  const plan = findPlan(params.productId);
  if (!plan) {
    return pageMeta({
      title: productsPage.notFound.title,
      description: productsPage.notFound.text,
      path: "/products",
      noindex: true,
    });
  }
  const price = plan.price.kind === "monthly" ? `from ${plan.price.display}/month` : "custom pricing";
  return pageMeta({
    title: `${plan.name} (${plan.tier} plan)`,
    description: `${plan.name}, ${price}: ${plan.description}`,
    path: `/products/${plan.id}`,
    jsonLd: [{ "@context": "https://schema.org", ...planJsonLd(plan) }],
  });
};

export default function ProductDetail({ params }: Route.ComponentProps) {
  const plan = findPlan(params.productId);
  return plan ? <PlanDetail plan={plan} /> : <ProductNotFound />;
}

function PlanDetail({ plan }: { plan: Plan }) {
  const others = plans.filter((p) => p.id !== plan.id);
  return (
    <>
      <section aria-labelledby="plan-title" className="bg-brand-50 py-8 sm:pb-16">
        <Container>
          <Breadcrumb
            trail={[{ label: "Home", to: "/" }, { label: "Products", to: "/products" }, { label: plan.name }]}
          />
          <div className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {plan.tier} plan
                {plan.badge && (
                  <span className="ml-3 rounded-full bg-brand-700 px-3 py-1 text-xs text-white normal-case">
                    {plan.badge}
                  </span>
                )}
              </p>
              <h1 id="plan-title" className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
                {plan.name}
              </h1>
              <p className="mt-5 text-lg text-muted">{plan.description}</p>
              <h2 className="mt-8 text-lg font-semibold text-ink">Who it is for</h2>
              <p className="mt-2 text-muted">{plan.audience}</p>
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <PlanPrice price={plan.price} size="lg" />
              <PlanLimits limits={plan.limits} large className="mt-5" />
              <DialogButton dialog="demo" size="lg" className="mt-6 w-full">
                {plan.cta}
              </DialogButton>
            </div>
          </div>
        </Container>
      </section>
      <section aria-labelledby="plan-features" className="py-12 sm:py-16">
        <Container className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="plan-features" className="text-2xl font-bold text-ink">
              What {plan.name} includes
            </h2>
            <p className="mt-2 text-sm text-muted">{productsPage.legend}</p>
            <div className="mt-6 max-w-xl">
              <FeatureList features={plan.features} />
            </div>
          </div>
          <nav aria-labelledby="other-plans" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h2 id="other-plans" className="text-lg font-semibold text-ink">
              Other plans
            </h2>
            <ul className="mt-4 space-y-3">
              {others.map((p) => (
                <li key={p.id}>
                  <Link to={`/products/${p.id}`} className="font-semibold text-brand-800 underline underline-offset-4">
                    {p.name}
                  </Link>
                  <span className="text-muted">
                    {" "}
                    ({p.tier}, {p.price.kind === "monthly" ? `from ${p.price.display}/month` : p.price.display})
                  </span>
                </li>
              ))}
            </ul>
            <Link to="/products" className={buttonClass("outline", "md", "mt-6")}>
              Compare all plans
            </Link>
          </nav>
        </Container>
      </section>
    </>
  );
}

function ProductNotFound() {
  const { notFound } = productsPage;
  return (
    <Container className="py-8">
      <Breadcrumb
        trail={[{ label: "Home", to: "/" }, { label: "Products", to: "/products" }, { label: notFound.title }]}
      />
      <section className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
        <h1 className="text-4xl font-bold text-ink">{notFound.title}</h1>
        <p className="max-w-xl text-lg text-muted">{notFound.text}</p>
        <Link to="/products" className={buttonClass("primary", "lg")}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {notFound.back}
        </Link>
      </section>
    </Container>
  );
}
