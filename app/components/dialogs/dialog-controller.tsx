import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { type DialogName, isDialogName } from "~/content/dialog-names";
import { toast } from "~/lib/toast";
import { loadDialog, loadedBody, loadedFrame } from "./dialog-code";
import { dialogRegistry } from "./registry";

type DialogApi = {
  /**
   * Opens a dialog; when it closes, focus returns to `returnFocusTo`, by default the element that had focus
   * (pass it when that element is about to disappear, as a menu's item does).
   */
  open: (name: DialogName, returnFocusTo?: HTMLElement | null) => void;
  close: () => void;
  current: DialogName | null;
  /** A dialog asked for whose code is still loading (only before the page's idle prefetch has finished). */
  pending: DialogName | null;
};

const DialogContext = createContext<DialogApi | null>(null);

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useDialogs must be used inside <DialogProvider>");
  return api;
}

/**
 * The dialog's code did not arrive. A browser does not fetch a module again after a failed import, and a page
 * older than the site's last release asks for files that are gone: loading `?dialog=NAME` afresh fixes both,
 * as the button does before the page is interactive. Offline, or when that fresh page fails too, say so.
 */
function recoverFromLoadFailure(name: DialogName) {
  if (navigator.onLine && new URLSearchParams(window.location.search).get("dialog") !== name) {
    window.location.assign(`${window.location.pathname}?dialog=${name}`);
    return;
  }
  toast.error("The form could not be loaded", { description: "Please check your connection and try again." });
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null);
  const [pending, setPending] = useState<DialogName | null>(null);
  // The latest request, so a slow load cannot open a dialog the visitor has since closed or replaced.
  const requested = useRef<DialogName | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [params, setParams] = useSearchParams();

  const open = useCallback((name: DialogName, returnFocusTo?: HTMLElement | null) => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    opener.current = returnFocusTo === undefined ? focused : returnFocusTo;
    requested.current = name;
    if (loadedBody(name)) {
      setCurrent(name);
      return;
    }
    setPending(name);
    loadDialog(name).then(
      () => {
        if (requested.current === name) setCurrent(name);
        setPending((p) => (p === name ? null : p));
      },
      () => {
        setPending((p) => (p === name ? null : p));
        if (requested.current !== name) return;
        requested.current = null;
        recoverFromLoadFailure(name);
      },
    );
  }, []);

  const close = useCallback(() => {
    requested.current = null;
    setCurrent(null);
    if (params.has("dialog")) {
      const next = new URLSearchParams(params);
      next.delete("dialog");
      setParams(next, { replace: true, preventScrollReset: true });
    }
  }, [params, setParams]);

  // A link inside a dialog (privacy policy, sign in) leads to another page: the dialog does not follow.
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current !== pathname) {
      requested.current = null;
      setCurrent(null);
    }
    openedOn.current = pathname;
  }, [pathname]);

  const fromUrl = params.get("dialog");
  useEffect(() => {
    if (isDialogName(fromUrl)) open(fromUrl);
  }, [fromUrl, open]);

  const api = useMemo(() => ({ open, close, current, pending }), [open, close, current, pending]);
  const Frame = loadedFrame();
  const Body = current && loadedBody(current);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {Frame && (
        <Frame
          shown={current && Body ? { entry: dialogRegistry[current], Body } : null}
          close={close}
          opener={opener}
        />
      )}
    </DialogContext.Provider>
  );
}
