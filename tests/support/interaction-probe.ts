import type { BrowserContext, Page } from "@playwright/test";

/**
 * Measures, inside the page, how fast it answers a click: from the click event to the animation frame that
 * shows the result. Used by the browser tests and by `npm run bench:web`.
 */

/** What the probe watches for: a container, the first thing in it a visitor uses, and whether focus must be there. */
export type ProbeTarget = { container: string; field: string; needsFocus: boolean };

export const dialogTarget: ProbeTarget = {
  container: '[role="dialog"]',
  field: '[role="dialog"] :is(input:not([type="hidden"]), select, textarea)',
  needsFocus: true,
};
export const headerMenuTarget: ProbeTarget = {
  container: '[role="menu"]',
  field: '[role="menu"] [role="menuitem"]',
  needsFocus: false,
};
export const mobileMenuTarget: ProbeTarget = { container: "#mobile-menu", field: "#mobile-menu a", needsFocus: false };

/**
 * Milliseconds from the click to the first frame showing the container, its first field, and focus in a field
 * (undefined if it never came); frames: animation frames from the click to that last one; emptyFrames: frames
 * that showed the container without a field.
 */
export type ProbeMarks = {
  frame?: number;
  fields?: number;
  usable?: number;
  frames: number;
  emptyFrames: number;
  /** The click's time on the page's clock (`performance.now()`), to place other page events against the marks. */
  clickedAt?: number;
};

/**
 * Installed in every page before its scripts (as source text: the TypeScript runner rewrites functions with
 * helpers the page does not have). Once armed, the next trusted click starts a requestAnimationFrame loop that
 * notes, per frame, whether the target's container, its first visible field, and focus in a field are there; a
 * frame that shows the container without a field counts as an empty frame.
 */
const probeSource = `(() => {
  const state = { target: null, start: null, marks: { frames: 0, emptyFrames: 0 }, done: false };
  let busyUntil = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) busyUntil = Math.max(busyUntil, task.startTime + task.duration);
  }).observe({ type: "longtask", buffered: true });
  function visible(el) {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }
  function tick() {
    const { target, start, marks } = state;
    if (!target || start === null) return;
    const elapsed = performance.now() - start;
    marks.frames++;
    const container = [...document.querySelectorAll(target.container)].find(visible);
    const field = [...document.querySelectorAll(target.field)].find(
      (el) => visible(el) && !el.closest('[aria-hidden="true"]'),
    );
    const active = document.activeElement;
    const focused =
      field !== undefined &&
      (!target.needsFocus || (active && active.matches("input, select, textarea") && container.contains(active)));
    if (container && marks.frame === undefined) marks.frame = elapsed;
    if (container && !field) marks.emptyFrames++;
    if (container && field && marks.fields === undefined) marks.fields = elapsed;
    if (container && field && focused && marks.usable === undefined) marks.usable = elapsed;
    state.done = marks.usable !== undefined || elapsed > 15000;
    if (!state.done) requestAnimationFrame(tick);
  }
  window.__interactionProbe = {
    arm(target) {
      state.target = target;
      state.start = null;
      state.marks = { frames: 0, emptyFrames: 0 };
      state.done = false;
    },
    result: () => (state.done ? state.marks : null),
    quietFor: () => performance.now() - busyUntil,
  };
  addEventListener(
    "click",
    (event) => {
      if (!event.isTrusted || !state.target || state.start !== null) return;
      state.start = event.timeStamp;
      state.marks.clickedAt = event.timeStamp;
      requestAnimationFrame(tick);
    },
    true,
  );
})();`;

/** Installs the probe in every page of the context before the page's own scripts. */
export async function installProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: probeSource });
}

/** The next trusted click starts a measurement. */
export async function armProbe(page: Page, target: ProbeTarget): Promise<void> {
  await page.evaluate(`window.__interactionProbe.arm(${JSON.stringify(target)})`);
}

/** The measurement of the armed click, once the target is usable (or 15 s have passed). */
export async function probeResult(page: Page): Promise<ProbeMarks> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __interactionProbe: { result: () => unknown } }).__interactionProbe.result(),
    null,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as ProbeMarks;
}

/** Milliseconds since the page's main thread last ran a long task. */
export function quietFor(page: Page): Promise<number> {
  return page.evaluate<number>("window.__interactionProbe.quietFor()");
}
