import type { ReactNode } from "react";

/** The copy button of a code block; the page's script copies the block's code and confirms for 2 s. */
export function CopyButton({ what }: { what: string }) {
  return (
    <button type="button" data-copy="" data-needs-js="" aria-label={`Copy ${what}`} className="apidoc-copy">
      <span data-copy-label="" aria-live="polite">
        Copy
      </span>
    </button>
  );
}

/** A labelled block of code with a copy button (prerendered; no highlighter). */
export function CodeBlock({ label, code, extra }: { label: string; code: string; extra?: ReactNode }) {
  return (
    <figure data-code-block="" className="overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-800">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-700 px-4 py-1.5 text-xs font-medium text-slate-300">
        <span>{label}</span>
        <span className="flex items-center gap-2">
          {extra}
          <CopyButton what={label} />
        </span>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: code wider than the screen scrolls; the keyboard must reach it */}
      <pre tabIndex={0} className="apidoc-pre">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
