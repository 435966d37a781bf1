import type { Article } from "~/content/resources/knowledge-base";

const readsFormat = new Intl.NumberFormat("en-IN");

/** One guide: its title, what it covers, and how long and how often it is read. */
export function ArticleItem({ article, context }: { article: Article; context?: string }) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <h4 className="font-semibold text-ink">{article.title}</h4>
      {context && <p className="mt-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase">{context}</p>}
      <p className="mt-1 text-sm text-muted">{article.summary}</p>
      <p className="mt-2 text-xs text-muted">
        {article.minutes} min read · {readsFormat.format(article.reads)} reads
      </p>
    </li>
  );
}
