import { type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { site } from "~/content/site";
import type { REOPEN_EVENT } from "~/lib/consent";
import { toast } from "~/lib/toast";

/** The width of the site's Container, written out: importing it would regroup the marketing pages' chunks. */
const WIDTH = "mx-auto w-full max-w-[1200px] px-4 sm:px-6 lg:px-8";

/**
 * Shows the cookie banner again (the site layout's, as on every page). The event's name is written out, held to
 * `~/lib/consent`'s by its type: importing that module here would split it, with the banner, from the site layout's
 * chunk into a script of its own on every marketing page.
 */
const reopenCookieBanner = () => window.dispatchEvent(new Event("cookie-consent:reopen" satisfies typeof REOPEN_EVENT));

const linkClass = "rounded text-muted underline-offset-4 hover:text-ink hover:underline";

/**
 * Signs out, then to the sign-in page. Its code (shared with the account page) loads on the press: imported with
 * the console's route module, it would be one more entry in the route manifest every marketing page loads.
 */
function SignOutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    const done = await import("~/account/sign-out").then(
      ({ signOut }) => signOut(),
      () => {
        toast.error("Sign-out failed", { description: "Please check your connection and try again." });
        return false;
      },
    );
    setBusy(false);
    if (done) navigate("/login");
  };
  return (
    <Button variant="outline" size="sm" className="whitespace-nowrap" onClick={leave} disabled={busy} aria-busy={busy}>
      Sign out
    </Button>
  );
}

/**
 * The console's frame: an application's, not a marketing page's. A compact header (the brand, linking home; the
 * account and signing out), the console in `<main id="main">` (where the skip link goes) and a small footer (the
 * legal pages and cookie settings). No demo button, contact buttons, newsletter or site menus. The skip link, the
 * cookie banner, dialogs and toasts are the site layout's, as on every page (`handle.ownFrame` in layout.tsx).
 * Nothing here imports a module of the site's header or footer (the brand's picture is the site's icon file): a
 * module shared with the console would be split from the marketing pages' layout chunk, a script more for each.
 */
export function ConsoleShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  // No floating contact buttons here: the page keeps no room for them (app.css), only for the cookie banner.
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty("--floating-reserve", "0px");
    return () => {
      root.style.removeProperty("--floating-reserve");
    };
  }, []);
  return (
    <>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className={`${WIDTH} flex h-16 items-center justify-between gap-4`}>
          <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-brand-900">
            {/* The name is the picture's text: on a phone only the mark shows, beside the account's two buttons. */}
            <img src="/favicon.svg" alt={site.brand} width={32} height={32} className="size-8" />
            <span aria-hidden="true" className="hidden sm:block">
              {site.brand}
            </span>
          </Link>
          {signedIn && (
            <div className="flex items-center gap-2">
              <Link to="/account" className={buttonClass("ghost", "sm", "whitespace-nowrap")}>
                Your account
              </Link>
              <SignOutButton />
            </div>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-h-[70vh] bg-slate-50 py-6 focus:outline-none sm:py-8">
        <div className={WIDTH}>{children}</div>
      </main>
      <footer className="border-t border-slate-200 bg-white text-sm print:hidden">
        <div className={`${WIDTH} flex flex-col gap-3 pt-6 pb-6 sm:flex-row sm:items-center sm:justify-between`}>
          <p className="text-muted">
            © {new Date().getFullYear()} {site.company}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-and-conditions" className={linkClass}>
                Terms & Conditions
              </Link>
            </li>
            <li>
              <button type="button" onClick={reopenCookieBanner} className={linkClass}>
                Cookie settings
              </button>
            </li>
          </ul>
        </div>
      </footer>
    </>
  );
}
