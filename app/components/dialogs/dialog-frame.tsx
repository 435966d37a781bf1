import { X } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { DialogBody } from "./dialog-body";
import type { DialogEntry } from "./registry";

export type ShownDialog = { entry: DialogEntry; Body: DialogBody };
type Props = { shown: ShownDialog | null; close: () => void; opener: RefObject<HTMLElement | null> };

const TABBABLE = ["a[href]", "button", "input:not([type=hidden])", "select", "textarea", "[tabindex]"]
  .map((selector) => `${selector}:not([disabled]):not([tabindex="-1"])`)
  .join(",");

/**
 * Shuts out the page behind the dialog: every other element of the body becomes inert (out of reach of
 * pointer, keyboard and assistive technology; aria-hidden too, for tools that do not know inert), except live
 * regions, so toasts stay announced; the page stops scrolling, keeping its scrollbar's room so nothing moves.
 * Returns the undo.
 */
function shutOutPage(dialogRoot: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement &&
      el !== dialogRoot &&
      !el.inert &&
      el.getAttribute("aria-hidden") !== "true" &&
      !el.hasAttribute("aria-live"),
  );
  for (const el of others) {
    el.inert = true;
    el.setAttribute("aria-hidden", "true");
  }
  const html = document.documentElement.style;
  const before = { overflow: html.overflow, scrollbarGutter: html.scrollbarGutter };
  html.scrollbarGutter = "stable";
  html.overflow = "hidden";
  return () => {
    for (const el of others) {
      el.inert = false;
      el.removeAttribute("aria-hidden");
    }
    Object.assign(html, before);
  };
}

/** Tab and Shift+Tab go round the dialog's controls; Escape closes it. */
function keepKeyboardInside(event: KeyboardEvent<HTMLElement>, close: () => void) {
  if (event.key === "Escape") {
    event.stopPropagation();
    close();
    return;
  }
  if (event.key !== "Tab") return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.getClientRects().length > 0 && !el.closest("[aria-hidden=true]"),
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The modal: overlay, title, close button and the form, rendered in one pass, with the form's first field
 * focused as it mounts. Written here rather than taken from a dialog library because the page-wide changes a
 * modal makes (inert page, scroll lock) restyle every element of the page, about 100 ms on a phone-class CPU
 * for a long page; the library makes them before the dialog's first frame, this one right after it. On close,
 * focus returns to the element that opened the dialog.
 */
export default function DialogFrame({ shown, close, opener }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const isOpen = shown !== null;

  // A form focuses its first field as it mounts; a body that focuses nothing leaves focus on the dialog itself.
  const Body = shown?.Body;
  useLayoutEffect(() => {
    if (Body && dialog.current && !dialog.current.contains(document.activeElement)) dialog.current.focus();
  }, [Body]);

  useEffect(() => {
    if (!isOpen) return;
    let undo: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout set from an animation frame runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (root.current) undo = shutOutPage(root.current);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      undo?.();
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [isOpen, opener]);

  if (!shown) return null;
  return createPortal(
    <div ref={root}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards close with Escape or the Close button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div className="fixed inset-0 z-50 bg-slate-900/60" onClick={close} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={(event) => keepKeyboardInside(event, close)}
        className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-2xl flex-col overflow-hidden rounded-xl bg-white shadow-2xl outline-none sm:inset-x-4 sm:top-[5vh] sm:bottom-auto sm:max-h-[90vh]"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <div>
            <h2 id={titleId} className="text-xl font-semibold text-ink">
              {shown.entry.title}
            </h2>
            <p id={descriptionId} className="mt-1 text-sm text-muted">
              {shown.entry.description}
            </p>
          </div>
          <button
            type="button"
            onClick={close}
            className="rounded-md p-2 text-muted hover:bg-slate-100"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">
          <shown.Body close={close} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
