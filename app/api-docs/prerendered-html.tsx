import { createContext, type ReactNode, useContext } from "react";

/**
 * HTML fragments of a page that are rendered once at build time and never shipped as data or script: the
 * /api reference's tables and prose. While prerendering, `app/entry.server.tsx` provides them; the browser
 * hydrates each element with empty inner HTML, which React leaves as the server wrote it. A page reached by
 * client-side navigation provides them itself, from the same fragments fetched as JSON.
 */
export type HtmlFragments = Readonly<Record<string, string>>;

const FragmentsContext = createContext<HtmlFragments | null>(null);

export function HtmlFragmentsProvider({
  fragments,
  children,
}: {
  fragments: HtmlFragments | null;
  children: ReactNode;
}) {
  return <FragmentsContext value={fragments}>{children}</FragmentsContext>;
}

/** One fragment inside an element of its own (`as`), which is all React manages of it. */
export function PrerenderedHtml({
  id,
  as: Tag = "div",
  className,
}: {
  id: string;
  as?: "div" | "code";
  className?: string;
}) {
  const fragments = useContext(FragmentsContext);
  const html = fragments?.[id];
  if (fragments && html === undefined) throw new Error(`No prerendered HTML named ${id}`);
  return (
    <Tag
      className={className}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time HTML
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
    />
  );
}
