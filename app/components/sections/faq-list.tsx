import { ChevronDown } from "lucide-react";
import type { Faq } from "~/content/shapes";

/**
 * Questions that open to their answers. Native disclosure elements: keyboard usable, announced as expandable,
 * and working before the page's scripts run.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
