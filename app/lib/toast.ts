import { useSyncExternalStore } from "react";

/**
 * The site's toasts, without sonner in any page's JavaScript until one is needed: sonner loads at the first toast,
 * or earlier at `prepareToasts()`, which a form calls when the visitor starts filling it in (so a failure toast can
 * show even if the connection drops before submitting); the layout mounts its <Toaster> once sonner is here.
 * sonner replays a toast raised before its Toaster subscribed.
 */
type ToastOptions = { description?: string; id?: string };
type Sonner = typeof import("sonner");

let loaded: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function sonner(): Promise<Sonner> {
  if (!loading) {
    const pending = import("sonner").then((module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    });
    pending.catch(() => {
      loading = null; // try again at the next toast
    });
    loading = pending;
  }
  return loading;
}

/** Starts loading the toasts' code (once). */
export function prepareToasts(): void {
  sonner().catch(() => {});
}

/** The Toaster to mount, once its code is here. */
export function useLoadedToaster(): Sonner["Toaster"] | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded?.Toaster ?? null,
    () => null,
  );
}

function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  sonner().then(
    (m) => m.toast[kind](title, options),
    () => {},
  );
}

export const toast = {
  success(title: string, options?: ToastOptions) {
    show("success", title, options);
  },
  error(title: string, options?: ToastOptions) {
    show("error", title, options);
  },
};
