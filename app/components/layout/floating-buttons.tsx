import { ArrowUp, Mail, MessageCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { useEffect, useRef, useState } from "react";
import { site } from "~/content/site";

const whatsappQuery = `phone=${site.whatsapp.number}&text=${encodeURIComponent(site.whatsapp.message)}`;
export const whatsappWebUrl = `https://web.whatsapp.com/send?${whatsappQuery}`;
const whatsappAppUrl = `whatsapp://send?${whatsappQuery}`;

function isMobileDevice(): boolean {
  return (
    window.matchMedia("(pointer: coarse)").matches ||
    /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(navigator.userAgent)
  );
}

const roundButton =
  "inline-flex size-12 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition-transform hover:scale-105";

/**
 * Contact shortcuts fixed at the bottom right, in a row on small screens and a column from `md`. They sit above
 * the cookie banner while it is shown (the banner publishes its height as --cookie-banner-height), and step
 * aside while content of the page (a control, text, a picture) is under them (./floating-watch). The page keeps
 * room for them: see `--floating-reserve` in app.css.
 */
export function FloatingButtons() {
  const [showScrollTop, setShowScrollTop] = useState(false);
  const asideRef = useRef<HTMLElement>(null);
  // Scroll-to-top and stepping aside over content: see ./floating-watch, loaded once the page is interactive.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import("./floating-watch").then(({ watchFloatingButtons }) => {
      if (!ended && asideRef.current) stop = watchFloatingButtons(asideRef.current, setShowScrollTop);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, []);

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
