import { Link } from "react-router";
import { articlePath } from "~/content/resources/index";
import type { Article } from "~/content/resources/knowledge-base";

const readsFormat = new Intl.NumberFormat("en-IN");

type Props = {
  article: Article;
  /** A line above the summary, such as the article's category. */
  context?: string;
  /** h4 inside a category card, h3 directly under a section heading. */
  level?: 3 | 4;
  className?: string;
};

/** One guide: its title, linking to its page, what it covers, and how long and how often it is read. */
export function ArticleItem({ article, context, level = 4, className = "py-4 first:pt-0 last:pb-0" }: Props) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <li className={className}>
      <Heading className="font-semibold text-ink">
        <Link
          to={articlePath(article.id)}
          className="text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-brand-900 hover:decoration-current"
        >
          {article.title}
        </Link>
      </Heading>
      {context && <p className="mt-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase">{context}</p>}
      <p className="mt-1 text-sm text-muted">{article.summary}</p>
      <p className="mt-2 text-xs text-muted">
        {article.minutes} min read · {readsFormat.format(article.reads)} reads
      </p>
    </li>
  );
}
