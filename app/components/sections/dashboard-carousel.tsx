import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "~/lib/reduced-motion";

/** What a slide says beside its picture. */
export type SlideCaption = { title: string; caption: string; badge?: string };

type Props = {
  slides: readonly SlideCaption[];
  /** Each slide's chart as SVG markup drawn at build time, in the order of `slides`. */
  pictures: readonly string[];
  intervalMs: number;
  label: string;
};

/** How far a finger or pointer must travel sideways to change the slide. */
const SWIPE_PX = 40;

/**
 * Auto-advancing slides with arrows, dots and swipe, looping at both ends. Rotation stops while the pointer is
 * over it or focus is inside it, and never starts when the visitor prefers reduced motion (which also turns the
 * slide animation off). The track moves by transform, so changing slides shifts no layout.
 */
export function DashboardCarousel({ slides, pictures, intervalMs, label }: Props) {
  const reducedMotion = usePrefersReducedMotion();
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const rotating = !(hovered || focused || reducedMotion);
  const count = slides.length;

  const step = (direction: 1 | -1) => setSelected((current) => (current + direction + count) % count);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarted on every change of slide, so a manual move also earns the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setSelected((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, selected, intervalMs, count]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return;
    const travelled = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(travelled) >= SWIPE_PX) step(travelled < 0 ? 1 : -1);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        aria-live={rotating ? "off" : "polite"}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={selected === 0 ? undefined : { transform: `translateX(-${selected * 100}%)` }}
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group with a role description.
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
              aria-hidden={i === selected ? undefined : true}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <figure className="m-0 flex h-full flex-col">
                <div
                  className="flex flex-1 flex-col justify-center"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG markup, drawn by React at build time.
                  dangerouslySetInnerHTML={{ __html: pictures[i] ?? "" }}
                />
                <figcaption className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-muted">
                  <strong className="font-semibold text-ink">{slide.title}.</strong> {slide.caption}
                  {slide.badge && (
                    <>
                      {" "}
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {slide.badge}
                      </span>
                    </>
                  )}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label="Previous slide"
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-slate-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => setSelected(i)}
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === selected ? "true" : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === selected ? "w-7 bg-brand-700" : "w-2.5 bg-slate-400 group-hover:bg-slate-500"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label="Next slide"
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-slate-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
