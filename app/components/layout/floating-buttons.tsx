import { ArrowUp, Mail, MessageCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { site } from "~/content/site";

/** Scroll distance after which the scroll-to-top button appears (spec section 9). */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/** Below Tailwind's `md` breakpoint. */
const SMALL_SCREEN = "(max-width: 767.98px)";

const whatsappQuery = `phone=${site.whatsapp.number}&text=${encodeURIComponent(site.whatsapp.message)}`;
export const whatsappWebUrl = `https://web.whatsapp.com/send?${whatsappQuery}`;
const whatsappAppUrl = `whatsapp://send?${whatsappQuery}`;

function isMobileDevice(): boolean {
  return (
    window.matchMedia("(pointer: coarse)").matches ||
    /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(navigator.userAgent)
  );
}

function useScrollTopVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const small = window.matchMedia(SMALL_SCREEN);
    const update = () => setVisible(small.matches && window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    small.addEventListener("change", update);
    return () => {
      window.removeEventListener("scroll", update);
      small.removeEventListener("change", update);
    };
  }, []);
  return visible;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
/** Hit-test points across each button, 12 px apart: closer than the smallest control is tall. */
const SAMPLE_STEPS = [0.02, 0.25, 0.5, 0.75, 0.98];

/** Whether a control of the page lies under one of the buttons in `aside` (hit-tested through them). */
function coversControl(aside: HTMLElement): boolean {
  for (const button of aside.querySelectorAll("a, button")) {
    const box = button.getBoundingClientRect();
    for (const fx of SAMPLE_STEPS) {
      for (const fy of SAMPLE_STEPS) {
        const under = document.elementsFromPoint(box.left + fx * box.width, box.top + fy * box.height);
        if (under.some((el) => !aside.contains(el) && el.closest(FOCUSABLE))) return true;
      }
    }
  }
  return false;
}

/**
 * Steps the buttons aside (`data-over-content`, hidden by CSS) while a link, button or field of the page lies
 * under them, so they never cover content or focus (WCAG 2.2 2.4.11), unless focus is on one of them. Checked on
 * scroll, resize, focus and whenever the page or the buttons change size.
 */
function useStepAsideOverControls(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const aside = ref.current;
    if (!aside) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      const over = !aside.contains(document.activeElement) && coversControl(aside);
      aside.toggleAttribute("data-over-content", over);
    };
    const checkNextFrame = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const resized = new ResizeObserver(checkNextFrame);
    resized.observe(aside);
    resized.observe(document.body);
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", checkNextFrame);
    document.addEventListener("focusin", checkNextFrame);
    document.addEventListener("toggle", checkNextFrame, true);
    aside.addEventListener("transitionend", checkNextFrame);
    check();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", checkNextFrame);
      document.removeEventListener("focusin", checkNextFrame);
      document.removeEventListener("toggle", checkNextFrame, true);
      aside.removeEventListener("transitionend", checkNextFrame);
    };
  }, [ref]);
}

const roundButton =
  "inline-flex size-12 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition-transform hover:scale-105";

/**
 * Contact shortcuts fixed at the bottom right, in a row on small screens and a column from `md`. They sit above
 * the cookie banner while it is shown (the banner publishes its height as --cookie-banner-height), and step
 * aside while a control of the page is under them. The page keeps room for them: see `--floating-reserve`.
 */
export function FloatingButtons() {
  const showScrollTop = useScrollTopVisible();
  const asideRef = useRef<HTMLElement>(null);
  useStepAsideOverControls(asideRef);

  const scrollToTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    // The button disappears at the top; keep keyboard focus at the start of the page.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  const openWhatsapp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isMobileDevice()) return; // the link itself opens the web client in a new tab
    event.preventDefault();
    window.location.href = whatsappAppUrl;
  };

  return (
    <aside
      ref={asideRef}
      aria-label="Quick contact"
      data-floating-buttons
      className="fixed right-4 bottom-4 z-20 flex items-center gap-3 transition-transform md:flex-col md:items-end print:hidden"
      // A transform, unlike moving `bottom`, is not a layout shift.
      style={{ transform: "translateY(calc(-1 * var(--cookie-banner-height, 0px)))" }}
    >
      {showScrollTop && (
        <button
          type="button"
          aria-label="Scroll to top"
          onClick={scrollToTop}
          className={`${roundButton} bg-white text-brand-800`}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
      )}
      <a
        href={`mailto:${site.email.sales}`}
        aria-label={`Email us at ${site.email.sales}`}
        className={`${roundButton} bg-brand-700 text-white`}
      >
        <Mail aria-hidden="true" className="size-5" />
      </a>
      <a
        href={whatsappWebUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={openWhatsapp}
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        className={`${roundButton} bg-[#25D366] text-slate-950`}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </a>
    </aside>
  );
}
