import { DialogButton } from "~/components/dialogs/dialog-button";
import { PlanCard } from "~/components/sections/plan-card";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Container } from "~/components/ui/container";
import { plans } from "~/content/plans";
import { productsPage } from "~/content/products-page";
import { pageMeta } from "~/lib/meta";
import { plansJsonLd } from "~/lib/structured-data";

export const meta = () =>
  pageMeta({
    title: "Plans and pricing: Eco Start, Green Edge, Carbon Pro",
    description:
      "Compare CarbonTracker plans: Eco Start from $99/month for Scope 1-2, Green Edge from $299/month for Scope 1-3 with targets and SSO, and Carbon Pro for enterprise scenarios, forecasts and MACC.",
    path: "/products",
    jsonLd: [plansJsonLd(plans)],
  });

export default function Products() {
  return (
    <>
      <section aria-labelledby="products-title" className="bg-brand-50 pt-8 pb-24">
        <Container>
          <Breadcrumb trail={[{ label: "Home", to: "/" }, { label: "Products" }]} />
          <div className="mx-auto mt-8 max-w-3xl text-center">
            <h1 id="products-title" className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
              {productsPage.title}
            </h1>
            <p className="mt-5 text-lg text-muted">{productsPage.lead}</p>
          </div>
        </Container>
      </section>
      <Container className="-mt-12 pb-8">
        <div className="grid gap-8 pt-4 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-8 text-center text-sm text-muted">{productsPage.legend}</p>
      </Container>
      <section aria-labelledby="plan-help" className="py-16">
        <Container className="text-center">
          <h2 id="plan-help" className="text-2xl font-bold text-ink">
            {productsPage.questions.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted">{productsPage.questions.text}</p>
          <DialogButton dialog="demo" size="lg" className="mt-6">
            {productsPage.questions.cta}
          </DialogButton>
        </Container>
      </section>
    </>
  );
}
