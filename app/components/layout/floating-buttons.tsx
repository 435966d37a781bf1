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
  "inline-flex size-11 items-center justify-center rounded-full ring-1 ring-black/5 transition-transform hover:scale-105 md:size-12 md:shadow-lg";

/**
 * Contact shortcuts fixed at the bottom of the screen. On small screens they sit in a bar across the bottom that
 * the page keeps room for, as it does for the header at the top: the page ends above it and focus scrolls clear of
 * it (`--floating-reserve` in app.css), so it covers nothing the visitor cannot scroll into view. From `md` they
 * float in a column at the right and step aside while content of the page (a control, text, a picture, a card) is
 * under them (./floating-watch). Both sit above the cookie banner while it is shown (the banner publishes its
 * height as --cookie-banner-height).
 */
export function FloatingButtons() {
  const [showScrollTop, setShowScrollTop] = useState(false);
  const asideRef = useRef<HTMLElement>(null);
  // Scroll-to-top, and from `md` stepping aside over content: see ./floating-watch, loaded once the page is interactive.
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
      className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-end gap-3 border-t border-slate-200 bg-white px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] transition-transform md:inset-x-auto md:right-4 md:bottom-4 md:flex-col md:items-end md:border-0 md:bg-transparent md:p-0 print:hidden"
      // A transform, unlike moving `bottom`, is not a layout shift.
      style={{ transform: "translateY(calc(-1 * var(--cookie-banner-height, 0px)))" }}
    >
      {showScrollTop && (
        <button
          type="button"
          aria-label="Scroll to top"
          onClick={scrollToTop}
          className={`${roundButton} mr-auto bg-white text-brand-800 md:mr-0`}
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
