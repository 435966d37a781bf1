import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import { type ArticlePage, loadArticle } from "~/components/resources/articles.server";
import { NotFoundScreen, notFoundMeta } from "~/components/sections/not-found-screen";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Container } from "~/components/ui/container";
import { pageAt } from "~/content/page-index";
import { articlePath, resourcePages } from "~/content/resources/index";
import { pageMeta } from "~/lib/meta";
import { articleJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/knowledge-base-article";

const knowledgeBase = pageAt(resourcePages, "/resources/knowledge-base");

// Runs at build time: the article's Markdown arrives rendered, as HTML and data, never as a parser in the browser.
export const loader = ({ params }: Route.LoaderArgs) => {
  const page = loadArticle(params.slug);
  if (!page) return null;
  const { article, category } = page;
  const path = articlePath(article.id);
  return {
    ...page,
    meta: {
      title: article.title,
      description: article.summary,
      path,
      jsonLd: [
        articleJsonLd({
          title: article.title,
          description: article.summary,
          path,
          section: category.title,
          minutes: article.minutes,
        }),
      ],
    },
  };
};

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.meta) : notFoundMeta());

export const shouldRevalidate = () => false;

/** "More in Emission Analytics"; for a category named by its readers, "More guides for finance, audit and IT". */
const relatedHeading = (category: string) =>
  category.startsWith("For ") ? `More guides for ${category.slice(4)}` : `More in ${category}`;

export default function KnowledgeBaseArticle({ loaderData }: Route.ComponentProps) {
  return loaderData ? <ArticleView {...loaderData} /> : <NotFoundScreen />;
}

function ArticleView({ article, category, html, related }: ArticlePage) {
  return (
    <article aria-labelledby="article-title">
      <header className="bg-brand-50 py-8 sm:pb-12">
        <Container>
          <Breadcrumb
            trail={[
              { label: "Home", to: "/" },
              { label: "Resources" },
              { label: knowledgeBase.label, to: knowledgeBase.path },
              { label: article.title },
            ]}
          />
          <div className="mt-8 max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{category.title}</p>
            <h1 id="article-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-5 text-lg text-slate-700">{article.summary}</p>
            <p className="mt-4 inline-flex items-center gap-2 text-sm text-muted">
              <Clock aria-hidden="true" className="size-4" />
              {article.minutes} min read
            </p>
          </div>
        </Container>
      </header>
      <Container className="py-10 sm:py-14">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
          <div
            className="kb-article-prose max-w-3xl"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <aside aria-labelledby="related-title" className="lg:border-l lg:border-slate-200 lg:pl-8">
            <h2 id="related-title" className="text-lg font-semibold text-ink">
              {relatedHeading(category.title)}
            </h2>
            <ul className="mt-4 space-y-3">
              {related.map((r) => (
                <li key={r.id}>
                  <Link
                    to={articlePath(r.id)}
                    className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
                  >
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={knowledgeBase.path}
              className="mt-8 inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              All guides in the {knowledgeBase.label.toLowerCase()}
            </Link>
          </aside>
        </div>
      </Container>
    </article>
  );
}
