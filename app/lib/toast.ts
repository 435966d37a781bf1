import { useSyncExternalStore } from "react";

/**
 * The site's toasts, without sonner in any page's JavaScript until one is needed: the layout mounts its
 * <Toaster> (and sonner loads) at the first toast, or earlier at `prepareToasts()`, which a form calls when the
 * visitor starts filling it in, so a failure toast can show even if the connection drops before submitting.
 * sonner replays a toast raised before its Toaster subscribed.
 */
type ToastOptions = { description?: string; id?: string };

const sonner = () => import("sonner");

let wanted = false;
const listeners = new Set<() => void>();

/** Loads sonner and mounts the Toaster (once). */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  void sonner().catch(() => {});
  for (const listener of listeners) listener();
}

/** True once the layout's Toaster should be mounted. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  prepareToasts();
  void sonner().then((m) => m.toast[kind](title, options));
}

export const toast = {
  success(title: string, options?: ToastOptions) {
    show("success", title, options);
  },
  error(title: string, options?: ToastOptions) {
    show("error", title, options);
  },
};
