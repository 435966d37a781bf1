import { fillGrid } from "~/components/ui/fill-grid";
import { type Article, type ArticleCategory, articleKinds } from "~/content/resources/knowledge-base";
import { ArticleItem } from "./article-item";

/** The categories' grid: three a row from `lg`, without holes. */
export const threeUp = fillGrid(3);

const kindLabel = Object.fromEntries(articleKinds.map((k) => [k.value, k.label]));

/** A knowledge-base category with the guides in it (all of them, or those matching the search). */
export function CategoryCard({ category, articles }: { category: ArticleCategory; articles: readonly Article[] }) {
  const titleId = `category-${category.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-kind={category.kind}
      className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${threeUp.item}`}
    >
      <p className="self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
        {kindLabel[category.kind]}
      </p>
      <h3 id={titleId} className="mt-3 text-lg font-semibold text-ink">
        {category.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{category.description}</p>
      <ul
        aria-label={`Guides in ${category.title}`}
        className="mt-5 divide-y divide-slate-200 border-t border-slate-200 pt-4"
      >
        {articles.map((a) => (
          <ArticleItem key={a.id} article={a} />
        ))}
      </ul>
    </li>
  );
}
