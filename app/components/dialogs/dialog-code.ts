import type { DialogName } from "~/content/dialog-names";
import type { DialogBody } from "./dialog-body";
import type DialogFrame from "./dialog-frame";
import { dialogRegistry } from "./registry";

/**
 * The code a dialog needs (the frame with its focus trap, and the dialog's form) loads in chunks of its own, so
 * no page's first load pays for it, and it is fetched before the visitor asks for it: once the page is idle for
 * the dialogs the page has buttons for, and at once on a pointer or focus on such a button. A dialog whose code
 * is here opens in the frame after the click, complete; one whose code is not yet here opens when it is,
 * complete too (never an empty frame, never a loading frame).
 */

const loaded: { frame: typeof DialogFrame | null; bodies: Partial<Record<DialogName, DialogBody>> } = {
  frame: null,
  bodies: {},
};
const loading = new Map<"frame" | DialogName, Promise<void>>();

/** One load per key at a time; a failed one is forgotten so the next request tries again. */
function loadOnce(key: "frame" | DialogName, load: () => Promise<void>): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads the frame and the dialog's form; resolves when both are ready to render. */
export function loadDialog(name: DialogName): Promise<void> {
  return Promise.all([
    loadOnce("frame", async () => {
      loaded.frame = (await import("./dialog-frame")).default;
    }),
    loadOnce(name, async () => {
      loaded.bodies[name] = (await dialogRegistry[name].loadBody()).default;
    }),
  ]).then(() => undefined);
}

/** Starts loading a dialog on a sign of intent (pointer over or down, focus); failures wait for the click. */
export function prefetchDialog(name: DialogName): void {
  loadDialog(name).catch(() => {});
}

/** The frame, once any dialog has loaded it. */
export function loadedFrame(): typeof DialogFrame | null {
  return loaded.frame;
}

/** The dialog's form, if its code and the frame's are both here. */
export function loadedBody(name: DialogName): DialogBody | null {
  return (loaded.frame && loaded.bodies[name]) ?? null;
}

const wanted = new Set<DialogName>();
let idleScheduled = false;

/** Loads a dialog's code after the page has loaded, when the browser is idle. */
export function prefetchDialogWhenIdle(name: DialogName): void {
  wanted.add(name);
  if (idleScheduled) return;
  idleScheduled = true;
  const prefetchWanted = () => {
    for (const dialog of wanted) prefetchDialog(dialog);
    wanted.clear();
    idleScheduled = false;
  };
  // Safari has no requestIdleCallback: a short delay after the load event stands in for it.
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(prefetchWanted, { timeout: 2000 })
      : setTimeout(prefetchWanted, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
