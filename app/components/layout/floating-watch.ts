/**
 * What the floating contact buttons watch once the page is interactive (loaded after hydration, so the first
 * load's script stays small): whether the scroll-to-top button is due, and whether a control of the page lies
 * under the buttons, in which case they step aside (`data-over-content`, hidden by CSS) so they never cover content
 * or focus (WCAG 2.2 2.4.11), unless focus is on one of them. Until this runs, CSS keeps them hidden
 * (`data-watched` is not set yet), so they never cover the first screen either.
 */

/** Scroll distance after which the scroll-to-top button appears (spec section 9). */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/** Below Tailwind's `md` breakpoint. */
const SMALL_SCREEN = "(max-width: 767.98px)";
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
/** Hit-test points across each button, 12 px apart: closer than the smallest control is tall. */
const STEPS = [0.02, 0.25, 0.5, 0.75, 0.98];

/** Whether a control of the page lies under one of the buttons in `aside` (hit-tested through them). */
function coversControl(aside: HTMLElement): boolean {
  for (const button of aside.querySelectorAll("a, button")) {
    const box = button.getBoundingClientRect();
    for (const fx of STEPS) {
      for (const fy of STEPS) {
        const under = document.elementsFromPoint(box.left + fx * box.width, box.top + fy * box.height);
        if (under.some((el) => !aside.contains(el) && el.closest(FOCUSABLE))) return true;
      }
    }
  }
  return false;
}

/** Starts watching; returns the function that stops it. */
export function watchFloatingButtons(aside: HTMLElement, showScrollTop: (show: boolean) => void): () => void {
  const small = window.matchMedia(SMALL_SCREEN);
  let frame = 0;
  const check = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    showScrollTop(small.matches && window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    aside.toggleAttribute("data-over-content", !aside.contains(document.activeElement) && coversControl(aside));
  };
  const checkNextFrame = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  const resized = new ResizeObserver(checkNextFrame);
  resized.observe(aside);
  resized.observe(document.body);
  const listeners: [EventTarget, string, () => void][] = [
    [window, "scroll", check],
    [window, "resize", checkNextFrame],
    [small, "change", checkNextFrame],
    [document, "focusin", checkNextFrame],
    [document, "toggle", checkNextFrame],
    [aside, "transitionend", checkNextFrame],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener, { capture: true });
  check();
  aside.setAttribute("data-watched", "");
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener, { capture: true });
  };
}
