import { Fragment } from "react";

const TOKEN = /(`[^`]+`|\[[^\]]+\]\([^)]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)]+)\)$/;

/** Guide text: `code` spans and [links](href) in plain text. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {text.split(TOKEN).map((part, i) => {
        const key = `${i}`;
        if (part.startsWith("`") && part.endsWith("`") && part.length > 1) {
          return (
            <code
              key={key}
              className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] [overflow-wrap:anywhere] text-ink"
            >
              {part.slice(1, -1)}
            </code>
          );
        }
        const link = LINK.exec(part);
        if (link) {
          return (
            <a key={key} href={link[2]} className="font-medium text-brand-800 underline underline-offset-2">
              {link[1]}
            </a>
          );
        }
        return <Fragment key={key}>{part}</Fragment>;
      })}
    </>
  );
}
