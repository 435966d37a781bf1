import { useEffect, useRef, useState } from "react";
import { copyText } from "~/lib/copy-text";
import { PrerenderedHtml } from "./prerendered-html";

const CONFIRMATION_MS = 2000;

/** Copies what `text` returns when pressed and says so for 2 s ("Copied", or how to copy by hand). */
export function CopyButton({ what, text }: { what: string; text: () => string }) {
  const [label, setLabel] = useState("Copy");
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    setLabel((await copyText(text())) ? "Copied" : "Select and copy");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setLabel("Copy"), CONFIRMATION_MS);
  };
  return (
    <button type="button" data-needs-js="" aria-label={`Copy ${what}`} className="apidoc-copy" onClick={copy}>
      <span aria-live="polite">{label}</span>
    </button>
  );
}

/**
 * A labelled block of code with a copy button (no highlighter). The code is given as text, or as the name of a
 * prerendered fragment when it is long and only read (the reference's request and response examples).
 */
export function CodeBlock({ label, code, fragment }: { label: string; code?: string; fragment?: string }) {
  const pre = useRef<HTMLPreElement>(null);
  return (
    <figure className="overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-800">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-700 px-4 py-1.5 text-xs font-medium text-slate-300">
        <span>{label}</span>
        <CopyButton what={label} text={() => pre.current?.textContent ?? ""} />
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: code wider than the screen scrolls; the keyboard must reach it */}
      <pre ref={pre} tabIndex={0} className="apidoc-pre">
        {fragment ? <PrerenderedHtml as="code" id={fragment} /> : <code>{code}</code>}
      </pre>
    </figure>
  );
}
