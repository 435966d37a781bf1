import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useSearchParams } from "react-router";
import { type DialogName, isDialogName } from "./dialog-names";
import { dialogRegistry } from "./registry";

// The dialog machinery loads on first use, so pages that never open a dialog do not pay for it.
const DialogFrame = lazy(() => import("./dialog-frame"));

type DialogApi = {
  /** Opens a dialog; focus returns to the element that had it when the dialog closes. */
  open: (name: DialogName) => void;
  close: () => void;
  current: DialogName | null;
};

const DialogContext = createContext<DialogApi | null>(null);

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useDialogs must be used inside <DialogProvider>");
  return api;
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [params, setParams] = useSearchParams();

  const open = useCallback((name: DialogName) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCurrent(name);
  }, []);

  const close = useCallback(() => {
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
    if (openedOn.current !== pathname) setCurrent(null);
    openedOn.current = pathname;
  }, [pathname]);

  const requested = params.get("dialog");
  useEffect(() => {
    if (isDialogName(requested)) setCurrent(requested);
  }, [requested]);

  const api = useMemo(() => ({ open, close, current }), [open, close, current]);
  const entry = (current && dialogRegistry[current]) || null;
  const [everOpened, setEverOpened] = useState(false);
  useEffect(() => {
    if (entry) setEverOpened(true);
  }, [entry]);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <DialogFrame entry={entry} close={close} opener={opener} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
