import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type RefObject, Suspense } from "react";
import type { DialogEntry } from "./registry";

type Props = { entry: DialogEntry | null; close: () => void; opener: RefObject<HTMLElement | null> };

/** The modal itself: overlay, focus trap, title, close button and the lazily loaded form body. */
export default function DialogFrame({ entry, close, opener }: Props) {
  return (
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
  );
}
