import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";

export type ContentsEntry = { id: string; label: string };

/** Distance from the top of the viewport (below the sticky header) at which a section counts as the one being read. */
const READING_LINE = 140;

/**
 * The id of the section being read: the last one whose top has passed the reading line, or, scrolled to the
 * bottom, the last section (a short last section never reaches the line).
 */
function useSectionInView(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const key = ids.join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids, which change only with the page.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let found: string | undefined;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE) found = id;
      }
      const last = ids[ids.length - 1];
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom && last && document.getElementById(last)) found = last;
      setCurrent(found ?? ids[0]);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return current;
}

function Links({ entries, current }: { entries: readonly ContentsEntry[]; current: string | undefined }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {entries.map((entry) => {
        const active = entry.id === current;
        return (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={active ? "location" : undefined}
              className={`flex min-h-9 items-center rounded-md border-l-2 px-3 py-1 ${
                active
                  ? "border-brand-700 bg-brand-50 font-semibold text-brand-900"
                  : "border-transparent text-slate-700 hover:bg-slate-50 hover:text-ink"
              }`}
            >
              {entry.label}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The page's contents: a sticky sidebar on wide screens, a compact disclosure at the top on phones (never an
 * overlay). The link of the section being read is marked as the current location.
 */
export function ContentsNav({
  entries,
  title = "On this page",
}: {
  entries: readonly ContentsEntry[];
  title?: string;
}) {
  const current = useSectionInView(entries.map((e) => e.id));
  return (
    <>
      <nav aria-label={title} className="lg:hidden">
        <details className="group rounded-xl bg-white ring-1 ring-slate-200">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="border-t border-slate-200 px-2 py-2">
            <Links entries={entries} current={current} />
          </div>
        </details>
      </nav>
      <nav aria-label={title} className="sticky top-24 hidden max-h-[calc(100vh-7rem)] overflow-y-auto lg:block">
        <p className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">{title}</p>
        <div className="mt-3">
          <Links entries={entries} current={current} />
        </div>
      </nav>
    </>
  );
}
