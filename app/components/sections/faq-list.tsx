import { ChevronDown } from "lucide-react";
import type { Faq } from "~/content/shapes";

/**
 * Questions as an accordion of native disclosures: each opens with Enter or Space, works before the page's
 * scripts run, and the browser's find-in-page opens the one that matches.
 */
export function FaqList({ faqs, className = "" }: { faqs: readonly Faq[]; className?: string }) {
  return (
    <div className={`divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 ${className}`.trim()}>
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
