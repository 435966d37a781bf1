import type { Page } from "@playwright/test";

/**
 * WCAG 2.2 2.4.11 (focus not obscured) for the parts fixed over the page: the floating contact buttons and the
 * cookie banner. In the page, walks every focusable element in document order and reports each one that a
 * visible floating button covers where the page opens, or that a floating button or the banner covers once the
 * element is scrolled into view (the least scrolling that shows it, as keyboard focus does). Where the buttons sit
 * in a bar across the screen (phones), the bar is the edge of the page's view, as the sticky header is at the
 * top: what lies under it where the page opens is below the fold, and only the scrolled-into-view check applies.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const focusable =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const floating = document.querySelector("[data-floating-buttons]");
    const banner = document.querySelector('[aria-label="Cookie consent"]');
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // After a scroll: its event fires before the next frame, and React commits what it changed (the scroll-to-top
    // button) in a task posted then, which a message posted after that frame follows.
    const scrolled = async () => {
      await nextFrame();
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const inside = (x: number, y: number, b: DOMRect) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
    // A box taller than half the screen (a long code sample) cannot clear everything: it must not be hidden whole.
    const coveredBy = (box: DOMRect, overlays: DOMRect[]) => {
      if (box.height <= window.innerHeight / 2) return overlays.some((b) => overlap(box, b));
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      const steps = [0, 0.25, 0.5, 0.75, 1];
      return steps.every((fx) =>
        steps.every((fy) => overlays.some((b) => inside(box.left + fx * box.width, top + fy * (bottom - top), b))),
      );
    };
    const floatingBoxes = () =>
      [...(floating?.querySelectorAll("a, button") ?? [])].filter(shown).map((b) => b.getBoundingClientRect());
    const name = (el: Element) => {
      const label = el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? el.getAttribute("name") ?? "";
      return `${el.tagName.toLowerCase()} "${label.replace(/\s+/g, " ").trim().slice(0, 60)}"`;
    };
    const controls = [...document.querySelectorAll(focusable)].filter(
      (el) =>
        !floating?.contains(el) &&
        !banner?.contains(el) &&
        !(el as HTMLButtonElement).disabled &&
        shown(el) &&
        el.getBoundingClientRect().width > 1,
    );
    const covered = new Set<string>();
    await nextFrame();
    await nextFrame();
    const edge = floating?.getBoundingClientRect();
    const bar = edge !== undefined && edge.left <= 0 && edge.right >= document.documentElement.clientWidth;
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < window.innerHeight;
      if (inView && !bar && coveredBy(box, floatingBoxes())) covered.add(`${name(el)} where the page opens`);
    }
    // Waiting for the frame after each scroll is most of the check's time. A bar's buttons (the scroll-to-top button
    // too, once shown) lie within the bar, so a control clear of the bar is clear of them whatever the scroll has
    // changed: only controls over the bar wait for what the scroll changed before they are checked.
    let unsettled = false;
    for (const el of controls) {
      const before = window.scrollY;
      el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
      if (window.scrollY !== before) unsettled = true;
      const box = el.getBoundingClientRect();
      const clearOfBar = bar && floating !== null && !overlap(box, floating.getBoundingClientRect());
      if (unsettled && !clearOfBar) {
        await scrolled();
        unsettled = false;
      }
      const overlays = clearOfBar ? [] : floatingBoxes();
      if (banner && shown(banner)) overlays.push(banner.getBoundingClientRect());
      if (coveredBy(el.getBoundingClientRect(), overlays)) covered.add(`${name(el)} scrolled into view`);
    }
    return [...covered];
  });
}
