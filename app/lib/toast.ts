/**
 * The site's toasts, without sonner in any page's first JavaScript: the layout's <Toaster> starts loading sonner
 * once the page is interactive, and a toast waits for that same module (already there by the time anyone submits).
 */
type ToastOptions = { description?: string; id?: string };

const sonner = () => import("sonner");

export const toast = {
  success(title: string, options?: ToastOptions) {
    void sonner().then((m) => m.toast.success(title, options));
  },
  error(title: string, options?: ToastOptions) {
    void sonner().then((m) => m.toast.error(title, options));
  },
};
