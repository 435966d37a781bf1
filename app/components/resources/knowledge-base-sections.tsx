import { Mail } from "lucide-react";
import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { BandSection } from "~/components/sections/band-section";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { StepList } from "~/components/sections/step-list";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { KnowledgeBaseContent } from "~/content/resources/knowledge-base";
import { site } from "~/content/site";
import { ArticleItem } from "./article-item";

/**
 * The knowledge base below its guides: getting started, the most read guides, the developer links, the data
 * policies and the ways to reach support. Its icons come from the page's icon set.
 */
export default function KnowledgeBaseSections({ kb }: { kb: KnowledgeBaseContent }) {
  const categoryTitle = new Map<string, string>(kb.categories.map((c) => [c.id, c.title]));
  const popular = [...kb.articles].sort((a, b) => b.reads - a.reads).slice(0, kb.popular.count);
  return (
    <>
      <BandSection id="getting-started" copy={kb.gettingStarted.copy}>
        <StepList layout="stacked" steps={kb.gettingStarted.steps} label="Getting started steps" />
      </BandSection>
      <BandSection id="popular" copy={{ title: kb.popular.title }} tinted>
        <ol className="grid gap-x-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-2">
          {popular.map((a) => (
            <ArticleItem key={a.id} article={a} context={categoryTitle.get(a.category)} level={3} className="py-3" />
          ))}
        </ol>
      </BandSection>
      <BandSection id="developers" copy={kb.developers.copy}>
        <LinkCardGrid links={kb.developers.links} cols={2} tone="dark" />
      </BandSection>
      <BandSection id="policies" copy={kb.policies.copy} tinted>
        <InfoCardGrid cards={kb.policies.cards} cols={4} />
        <p className="mt-6 text-sm text-muted">
          Details are in our{" "}
          <Link to="/privacy-policy" className="text-brand-800 underline underline-offset-4">
            Privacy Policy
          </Link>{" "}
          and{" "}
          <Link to="/terms-and-conditions" className="text-brand-800 underline underline-offset-4">
            Terms and Conditions
          </Link>
          .
        </p>
      </BandSection>
      <BandSection id="support" copy={kb.support.copy}>
        <ul className="grid gap-6 md:grid-cols-3">
          {kb.support.tiles.map((tile) => (
            <li key={tile.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                {tile.icon && <Icon name={tile.icon} />}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{tile.title}</h3>
              <p className="mt-2 flex-1 text-muted">{tile.text}</p>
              <div className="mt-5">
                {tile.action === "support" && <DialogButton dialog="support">Contact Support</DialogButton>}
                {tile.action === "demo" && (
                  <DialogButton dialog="demo" variant="outline">
                    Book a Demo
                  </DialogButton>
                )}
                {tile.action === "email" && (
                  <a href={`mailto:${site.email.support}`} className={buttonClass("outline")}>
                    <Mail aria-hidden="true" className="size-4" />
                    {site.email.support}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      </BandSection>
    </>
  );
}
