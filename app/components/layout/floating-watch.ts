/**
 * What the floating contact buttons watch once the page is interactive (loaded after hydration, so the first
 * load's script stays small): on small screens, whether the scroll-to-top button is due (the buttons sit in a bar
 * the page keeps room for); from `md`, where they float in a column over the page, whether content of the page
 * lies under them (a control, text, a picture or a chart, a card), in which case they step aside
 * (`data-over-content`, hidden by CSS) so they never cover content or focus (WCAG 2.2 2.4.11), unless focus is on
 * one of them. They show again where the page has room for them: in the margin beside the content on wide screens,
 * between sections, in the footer's reserved space. Until this runs, CSS keeps the column hidden (`data-watched`
 * is not set yet), so it never covers the first screen either.
 */

/** Scroll distance after which the scroll-to-top button appears (spec section 9). */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/** Below Tailwind's `md` breakpoint. */
const SMALL_SCREEN = "(max-width: 767.98px)";
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
/** Hit-test points across each button and its margin, about 14 px apart: closer than the smallest control is tall. */
const STEPS = [0, 0.25, 0.5, 0.75, 1];
/** Room kept clear around each button, so it never sits flush against a line of text or the edge of a card. */
const MARGIN_PX = 8;

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

const transparent = (color: string) => color === "transparent" || /[,/]\s*0\)$/.test(color);

/** Whether an element is a card, with the page width it was read at. */
const cards = new WeakMap<Element, { pageWidth: number; card: boolean }>();

/**
 * Whether `el` is a card: a box drawn narrower than the page (a border, a background or a shadow of its own), as
 * opposed to a band that spans the page, over which the buttons may float. Read once per element and page width.
 */
function isCard(el: Element): boolean {
  const pageWidth = document.documentElement.clientWidth;
  let known = cards.get(el);
  if (known?.pageWidth !== pageWidth) {
    const style = getComputedStyle(el);
    const card =
      el.getBoundingClientRect().width < pageWidth - 1 &&
      (!transparent(style.backgroundColor) ||
        style.boxShadow !== "none" ||
        ["top", "right", "bottom", "left"].some(
          (side) =>
            Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
            !transparent(style.getPropertyValue(`border-${side}-color`)),
        ));
    known = { pageWidth, card };
    cards.set(el, known);
  }
  return known.card;
}

/** Whether content of the page lies under one of the buttons in `aside`, or within its margin (hit-tested through them). */
function coversContent(aside: HTMLElement): boolean {
  for (const button of aside.querySelectorAll("a, button")) {
    const b = button.getBoundingClientRect();
    const box = new DOMRect(b.x - MARGIN_PX, b.y - MARGIN_PX, b.width + 2 * MARGIN_PX, b.height + 2 * MARGIN_PX);
    for (const fx of STEPS) {
      for (const fy of STEPS) {
        const under = document
          .elementsFromPoint(box.left + fx * box.width, box.top + fy * box.height)
          .filter((el) => !aside.contains(el));
        if (under.some((el) => el.closest(FOCUSABLE) || el.closest(PICTURE) || isCard(el))) return true;
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
  let timer = 0;
  const check = () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    frame = 0;
    timer = 0;
    showScrollTop(small.matches && window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    aside.toggleAttribute(
      "data-over-content",
      !small.matches && !aside.contains(document.activeElement) && coversContent(aside),
    );
  };
  // A change that is not a scroll (focus, a resize, a dialog opening) is checked just after the next frame is
  // painted, so the hit-testing never delays what the visitor's click shows; a scroll is checked at once.
  const checkAfterPaint = () => {
    if (!frame && !timer) frame = requestAnimationFrame(() => (timer = window.setTimeout(check)));
  };
  const resized = new ResizeObserver(checkAfterPaint);
  resized.observe(aside);
  resized.observe(document.body);
  const listeners: [EventTarget, string, () => void][] = [
    [window, "scroll", check],
    [window, "resize", checkAfterPaint],
    [small, "change", checkAfterPaint],
    [document, "focusin", checkAfterPaint],
    [document, "toggle", checkAfterPaint],
    [aside, "transitionend", checkAfterPaint],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener, { capture: true });
  check();
  aside.setAttribute("data-watched", "");
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    resized.disconnect();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener, { capture: true });
  };
}
