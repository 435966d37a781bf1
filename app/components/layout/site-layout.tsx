import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { DialogProvider } from "~/components/dialogs/dialog-controller";

export default function SiteLayout() {
  return (
    <DialogProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster position="top-center" richColors closeButton />
    </DialogProvider>
  );
}
