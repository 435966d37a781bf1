import { useEffect } from "react";
import { Outlet } from "react-router";
import { DialogProvider } from "~/components/dialogs/dialog-controller";
import { useLoadedToaster } from "~/lib/toast";
import { CookieBanner } from "./cookie-banner";
import { FloatingButtons } from "./floating-buttons";
import { Footer } from "./footer";
import { Header } from "./header";

export default function SiteLayout() {
  // Mounted once a toast is on its way and its code is here: see ~/lib/toast.
  const Toaster = useLoadedToaster();
  // Marks the prerendered page as interactive (browser tests wait for it before acting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <DialogProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {/* Early in the document: part of a first visit's first paint, and read before the page. */}
      <CookieBanner />
      <Header />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <FloatingButtons />
      {Toaster && <Toaster position="top-center" richColors closeButton />}
    </DialogProvider>
  );
}
