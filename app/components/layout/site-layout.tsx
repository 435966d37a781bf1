import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { DialogProvider } from "~/components/dialogs/dialog-controller";
import { useLoadedToaster } from "~/lib/toast";
import { CookieBanner } from "./cookie-banner";
import { FloatingButtons } from "./floating-buttons";
import { Footer } from "./footer";
import { Header } from "./header";

/** A route's `handle` that says it draws its own frame: the console (`console/shell.tsx`), an application. */
export type SiteLayoutHandle = { ownFrame?: boolean };

/**
 * Every page's frame. A marketing page gets the site's chrome: header, footer (newsletter and link columns),
 * floating contact buttons. A route whose handle says `ownFrame` gets only what every page has (the skip link, the
 * cookie banner, dialogs and toasts) and draws its own header, `<main id="main">` and footer. (The console stays a
 * child of this layout rather than having one of its own: a second layout would split the cookie banner from this
 * chunk, some 300 bytes more on every marketing page's first load, which the budget has no room for.)
 */
export default function SiteLayout() {
  // Mounted once a toast is on its way and its code is here: see ~/lib/toast.
  const Toaster = useLoadedToaster();
  const ownFrame = useMatches().some((m) => (m.handle as SiteLayoutHandle | undefined)?.ownFrame);
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
      {ownFrame ? (
        <Outlet />
      ) : (
        <>
          <Header />
          <main id="main" tabIndex={-1} className="focus:outline-none">
            <Outlet />
          </main>
          <Footer />
          <FloatingButtons />
        </>
      )}
      {Toaster && <Toaster position="top-center" richColors closeButton />}
    </DialogProvider>
  );
}
