import type { KeyboardEvent } from "react";
import { BUILT_API_BASE } from "~/content/api-docs/api-base";
import { DEMO_CLIENT_ID } from "~/content/api-docs/demo-client";
import { SAMPLE_LANGUAGES, type SampleLanguage } from "~/content/api-docs/sample-languages";
import { CopyButton } from "./code-block";
import { useDocsPreferences } from "./docs-preferences";

export type OperationSample = { title: string; code: Record<SampleLanguage, string> };

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The example as this reader runs it: with the client id of their own sandbox tenant, and the API of the site the
 * page came from. The line breaks stay those made for the build's address, so the code keeps its lines.
 */
function readersCode(code: string, clientId: string | null, apiBase: string | null): string {
  const withClient = clientId ? code.replaceAll(DEMO_CLIENT_ID, clientId) : code;
  return apiBase ? withClient.replaceAll(BUILT_API_BASE, apiBase) : withClient;
}

/**
 * One example in curl, JavaScript and Python, as tabs that follow the page's one choice of language. Which
 * panel shows is CSS keyed on that choice (`html[data-sample-language]`, set before first paint); without
 * scripts all three show, one under another. Arrow keys move between tabs and choose as they move.
 */
export function SampleTabs({ id, sample }: { id: string; sample: OperationSample }) {
  const { language, chooseLanguage, clientId, apiBase } = useDocsPreferences();
  const { title } = sample;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = SAMPLE_LANGUAGES[step(index, SAMPLE_LANGUAGES.length - 1)];
    if (!next) return;
    chooseLanguage(next.id);
    document.getElementById(`${id}-tab-${next.id}`)?.focus();
  };
  return (
    <div id={id} data-samples="" className="overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-700 px-2 py-1">
        <p className="px-2 text-xs font-medium text-slate-300">{title}</p>
        <div role="tablist" aria-label={`${title}: language`} data-needs-js="" className="flex gap-1">
          {SAMPLE_LANGUAGES.map((lang, index) => (
            <button
              key={lang.id}
              type="button"
              role="tab"
              id={`${id}-tab-${lang.id}`}
              aria-controls={`${id}-${lang.id}`}
              aria-selected={lang.id === language}
              tabIndex={lang.id === language ? 0 : -1}
              className="apidoc-tab"
              onClick={() => chooseLanguage(lang.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {lang.label}
            </button>
          ))}
        </div>
      </div>
      {SAMPLE_LANGUAGES.map((lang) => {
        const code = readersCode(sample.code[lang.id], clientId, apiBase);
        return (
          <div
            key={lang.id}
            id={`${id}-${lang.id}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${lang.id}`}
            data-sample-panel={lang.id}
          >
            <div className="flex items-center justify-between gap-2 px-4 pt-2">
              <p className="text-xs font-semibold text-slate-300">
                <span data-no-js="">{lang.label}</span>
              </p>
              <CopyButton what={`${title} (${lang.label})`} text={() => code} />
            </div>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: code wider than the screen scrolls; the keyboard must reach it */}
            <pre tabIndex={0} className="apidoc-pre pt-2">
              <code>{code}</code>
            </pre>
          </div>
        );
      })}
    </div>
  );
}
