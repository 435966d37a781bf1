import { Marked } from "marked";
import { BUILT_API_BASE } from "~/content/api-docs/api-base";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "~/content/api-docs/demo-client";
import { type Article, type ArticleCategory, articles, categories } from "~/content/resources/knowledge-base";

/**
 * The knowledge base's articles, one Markdown file each in `content/resources/articles/`, named by the article's
 * id and rendered at build time. The title, category, summary and reading time are the index's
 * (`content/resources/knowledge-base.ts`), written once there; a file holds the body only, so its headings start
 * at `##` under the page's one h1. As in the /api guide, `{{api_base}}`, `{{demo_client_id}}` and
 * `{{demo_client_secret}}` stand for their values.
 */

const files = import.meta.glob<string>("../../content/resources/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Each article file's Markdown, by the id its name gives. */
export const articleMarkdown: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([file, markdown]) => [file.replace(/^.*\/|\.md$/g, ""), markdown]),
);

const markdown = new Marked({ async: false, gfm: true });

/** Wide tables and code scroll sideways inside their own box, which keyboard users can reach to scroll. */
const withScrollingBoxes = (html: string) =>
  html
    .replaceAll("<table>", '<div class="kb-article-table" tabindex="0"><table>')
    .replaceAll("</table>", "</table></div>")
    .replaceAll("<pre>", '<pre tabindex="0">');

export function renderArticleHtml(source: string): string {
  const filled = source
    .replaceAll("{{api_base}}", BUILT_API_BASE)
    .replaceAll("{{demo_client_id}}", DEMO_CLIENT_ID)
    .replaceAll("{{demo_client_secret}}", DEMO_CLIENT_SECRET);
  return withScrollingBoxes(markdown.parse(filled, { async: false }));
}

export type ArticlePage = {
  article: Article;
  category: Pick<ArticleCategory, "id" | "title">;
  html: string;
  /** The other articles of its category, for reading on. */
  related: Pick<Article, "id" | "title">[];
};

/** An article's page, or null for an id the index does not list (its route then shows the not-found screen). */
export function loadArticle(id: string): ArticlePage | null {
  const article = articles.find((a) => a.id === id);
  if (!article) return null;
  const source = articleMarkdown.get(id);
  if (source === undefined)
    throw new Error(`Knowledge-base article ${id} has no file content/resources/articles/${id}.md`);
  const category = categories.find((c) => c.id === article.category);
  if (!category) throw new Error(`Knowledge-base article ${id} names an unknown category ${article.category}`);
  return {
    article,
    category: { id: category.id, title: category.title },
    html: renderArticleHtml(source),
    related: articles
      .filter((a) => a.category === article.category && a.id !== id)
      .map(({ id, title }) => ({ id, title })),
  };
}
