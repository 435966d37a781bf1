import { SAMPLE_LANGUAGES, type SampleLanguage } from "~/content/api-docs/sample-languages";
import { CopyButton } from "./code-block";

/**
 * One example in curl, JavaScript and Python, as tabs. Which panel shows is CSS keyed on the page's chosen
 * language (`html[data-sample-language]`, set before first paint), so every example on the page follows one
 * choice; the page's script keeps the tabs' ARIA state in step. Without scripts all three show, one under another.
 */
export function SampleTabs({ id, title, code }: { id: string; title: string; code: Record<SampleLanguage, string> }) {
  return (
    <div id={id} data-samples="" className="overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-700 px-2 py-1">
        <p className="px-2 text-xs font-medium text-slate-300">{title}</p>
        <div role="tablist" aria-label={`${title}: language`} data-needs-js="" className="flex gap-1">
          {SAMPLE_LANGUAGES.map((lang, i) => (
            <button
              key={lang.id}
              type="button"
              role="tab"
              id={`${id}-tab-${lang.id}`}
              aria-controls={`${id}-${lang.id}`}
              aria-selected={i === 0}
              tabIndex={i === 0 ? 0 : -1}
              data-sample-tab={lang.id}
              className="apidoc-tab"
            >
              {lang.label}
            </button>
          ))}
        </div>
      </div>
      {SAMPLE_LANGUAGES.map((lang) => (
        <div
          key={lang.id}
          id={`${id}-${lang.id}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${lang.id}`}
          data-sample-panel={lang.id}
          data-code-block=""
        >
          <div className="flex items-center justify-between gap-2 px-4 pt-2">
            <p className="text-xs font-semibold text-slate-300">
              <span data-no-js="">{lang.label}</span>
            </p>
            <CopyButton what={`${title} (${lang.label})`} />
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: code wider than the screen scrolls; the keyboard must reach it */}
          <pre tabIndex={0} className="apidoc-pre pt-2">
            <code data-sample-code="">{code[lang.id]}</code>
          </pre>
        </div>
      ))}
    </div>
  );
}
