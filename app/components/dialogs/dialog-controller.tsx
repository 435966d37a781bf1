import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import {
  createContext,
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
  const entry = current ? dialogRegistry[current] : null;

  return (
    <DialogContext.Provider value={api}>
      {children}
      <Dialog.Root open={entry !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content
            className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-2xl flex-col overflow-hidden rounded-xl bg-white shadow-2xl sm:inset-x-4 sm:top-[5vh] sm:bottom-auto sm:max-h-[90vh]"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            aria-describedby={entry ? "dialog-description" : undefined}
          >
            {entry && (
              <>
                <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
                  <div>
                    <Dialog.Title className="text-xl font-semibold text-ink">{entry.title}</Dialog.Title>
                    <Dialog.Description id="dialog-description" className="mt-1 text-sm text-muted">
                      {entry.description}
                    </Dialog.Description>
                  </div>
                  <Dialog.Close className="rounded-md p-2 text-muted hover:bg-slate-100" aria-label="Close">
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
                <div className="overflow-y-auto px-5 py-4">
                  <Suspense fallback={<p className="py-8 text-center text-muted">Loading form…</p>}>
                    <entry.Body close={close} />
                  </Suspense>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </DialogContext.Provider>
  );
}
