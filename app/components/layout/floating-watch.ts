/**
 * What the floating contact buttons watch once the page is interactive (loaded after hydration, so the first
 * load's script stays small): whether the scroll-to-top button is due, and whether content of the page lies under
 * the buttons (a control, text, a picture or a chart), in which case they step aside (`data-over-content`, hidden by
 * CSS) so they never cover content or focus (WCAG 2.2 2.4.11), unless focus is on one of them. They show again
 * where the page has room for them: between sections, beside short lines, in the footer's reserved space. Until
 * this runs, CSS keeps them hidden (`data-watched` is not set yet), so they never cover the first screen either.
 */

/** Scroll distance after which the scroll-to-top button appears (spec section 9). */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/** Below Tailwind's `md` breakpoint. */
const SMALL_SCREEN = "(max-width: 767.98px)";
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
/** Hit-test points across each button, 12 px apart: closer than the smallest control is tall. */
const STEPS = [0.02, 0.25, 0.5, 0.75, 0.98];

const PICTURE = "img, svg, canvas, video, picture, iframe";

const overlaps = (a: DOMRect, b: DOMRect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;

/** Whether `el`'s own text (not its children's) is drawn anywhere inside `box`. */
function ownTextWithin(el: Element, box: DOMRect): boolean {
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (overlaps(line, box)) return true;
  }
  return false;
}

/** Whether content of the page lies under one of the buttons in `aside` (hit-tested through them). */
function coversContent(aside: HTMLElement): boolean {
  for (const button of aside.querySelectorAll("a, button")) {
    const box = button.getBoundingClientRect();
    for (const fx of STEPS) {
      for (const fy of STEPS) {
        const under = document
          .elementsFromPoint(box.left + fx * box.width, box.top + fy * box.height)
          .filter((el) => !aside.contains(el));
        if (under.some((el) => el.closest(FOCUSABLE) || el.closest(PICTURE))) return true;
        if (under[0] && ownTextWithin(under[0], box)) return true;
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
    aside.toggleAttribute("data-over-content", !aside.contains(document.activeElement) && coversContent(aside));
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
