import { CheckCircle2, PlayCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Container } from "~/components/ui/container";
import type { demoPreview as DemoPreviewContent } from "~/content/home";
import { SectionHeading } from "./section-heading";

const TICK_MS = 100;

/** A short animated walkthrough: plays for `durationMs`, showing progress and the step reached, then resets. */
export function DemoPreview({ content: demoPreview }: { content: typeof DemoPreviewContent }) {
  const { durationMs, steps } = demoPreview;
  const [elapsed, setElapsed] = useState<number | null>(null);
  const playing = elapsed !== null;

  useEffect(() => {
    if (!playing) return;
    const started = Date.now();
    const tick = window.setInterval(() => setElapsed(Math.min(Date.now() - started, durationMs)), TICK_MS);
    const end = window.setTimeout(() => setElapsed(null), durationMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(end);
    };
  }, [playing, durationMs]);

  const progress = playing ? Math.round((elapsed / durationMs) * 100) : 0;
  const reached = playing ? Math.min(steps.length - 1, Math.floor((elapsed / durationMs) * steps.length)) : -1;

  return (
    <section aria-labelledby="demo-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="demo-title" eyebrow="Demo" title={demoPreview.title} lead={demoPreview.lead} />
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-brand-900 p-6 text-white shadow-xl sm:p-8">
          <ol className="grid gap-4 sm:grid-cols-3">
            {steps.map((s, i) => {
              const done = i <= reached;
              return (
                <li
                  key={s.title}
                  className={`rounded-xl p-4 ring-1 transition-colors ${done ? "bg-brand-700 ring-brand-200" : "bg-white/5 ring-white/15"}`}
                >
                  <p className="flex items-center gap-2 font-semibold">
                    <CheckCircle2
                      aria-hidden="true"
                      className={`size-5 ${done ? "text-brand-100" : "text-white/40"}`}
                    />
                    {i + 1}. {s.title}
                  </p>
                  <p className="mt-2 text-sm text-brand-50">{s.text}</p>
                </li>
              );
            })}
          </ol>
          <div className="mt-6 flex min-h-12 flex-col items-center justify-center gap-3">
            {playing ? (
              <div className="w-full" role="status">
                <p className="text-center font-semibold">{demoPreview.playing}</p>
                <div
                  role="progressbar"
                  aria-label="Demo progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress}
                  className="mt-3 h-2 w-full overflow-hidden rounded-full bg-white/15"
                >
                  <div className="h-full rounded-full bg-brand-200" style={{ width: `${progress}%` }} />
                </div>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setElapsed(0)}
                className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50"
              >
                <PlayCircle aria-hidden="true" className="size-5" />
                {demoPreview.button}
              </button>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
