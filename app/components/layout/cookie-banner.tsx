import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  allAccepted,
  type ConsentChoice,
  type CookiePreferences,
  essentialOnly,
  onConsentBannerReopen,
  readConsent,
  saveConsent,
} from "~/lib/consent";

type Settings = typeof import("./cookie-settings").default;
let settingsCode: Promise<Settings> | null = null;
/** The settings view, once its code is here. */
let SettingsView: Settings | null = null;

/** The settings view's code, fetched on the first sign the visitor wants it (once; again after a failure). */
function loadSettings(): Promise<Settings> {
  settingsCode ??= import("./cookie-settings").then((m) => {
    SettingsView = m.default;
    return m.default;
  });
  settingsCode.catch(() => {
    settingsCode = null;
  });
  return settingsCode;
}

/**
 * Cookie consent (spec section 4): shown while no choice is stored. The prerendered page carries it
 * "undecided" (null), shown before any script file arrives exactly when the head script found no stored
 * choice, so it is part of a first visit's first paint rather than a late, large paint after hydration (it is
 * in the page's first script for that reason: a lazily loaded part would reach the page a frame late); once
 * hydrated, it decides for itself. The settings view's code loads on intent (pointer over or down, focus on
 * Settings), and the view shows complete once it is here. It overlays the page bottom; it is a region, not a
 * modal.
 */
export function CookieBanner() {
  const [open, setOpen] = useState<boolean | null>(null);
  const [view, setView] = useState<"simple" | "settings">("simple");
  const [draft, setDraft] = useState<CookiePreferences>(essentialOnly);
  const [settingsFailed, setSettingsFailed] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const focusOnShow = useRef(false);

  useEffect(() => {
    const undecided = !readConsent();
    setOpen(undecided);
    return onConsentBannerReopen(() => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      focusOnShow.current = true;
      setDraft(readConsent()?.preferences ?? essentialOnly);
      setView("simple");
      setOpen(true);
    });
  }, []);

  // Reopened on request: move focus into the banner.
  useEffect(() => {
    if (open && focusOnShow.current) {
      focusOnShow.current = false;
      regionRef.current?.focus();
    }
  });

  // Publish the banner's height so floating buttons can stay clear of it.
  useLayoutEffect(() => {
    const region = regionRef.current;
    const root = document.documentElement;
    if (open !== true || !region) {
      root.style.removeProperty("--cookie-banner-height");
      return;
    }
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--cookie-banner-height", `${region.offsetHeight}px`),
    );
    observer.observe(region);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-height");
    };
  }, [open]);

  const choose = (choice: ConsentChoice, preferences: CookiePreferences) => {
    saveConsent(choice, preferences);
    setOpen(false);
    setView("simple");
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  };

  const prefetchSettings = () => void loadSettings().catch(() => {});
  const showSettings = () => {
    const saved = readConsent()?.preferences ?? draft;
    setSettingsFailed(false);
    loadSettings().then(
      () => {
        setDraft(saved);
        setView("settings");
      },
      () => setSettingsFailed(true),
    );
  };

  if (open === false) return null;

  return (
    <section
      ref={regionRef}
      data-cookie-banner={open === null ? "undecided" : undefined}
      aria-label="Cookie consent"
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-30 max-h-[85dvh] overflow-y-auto border-t print:hidden border-slate-200 bg-white shadow-[0_-8px_30px_rgba(15,23,42,0.15)]"
    >
      <div className="mx-auto w-full max-w-[1200px] px-4 py-4 sm:px-6 lg:px-8">
        {view === "simple" ? (
          <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-center md:justify-between">
            <p className="text-sm text-ink md:max-w-2xl">
              We use essential cookies to run this site and, with your permission, marketing, functional and analytics
              cookies to improve it. Read our{" "}
              <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2">
                Privacy Policy
              </Link>
              .
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => choose("all", allAccepted)}>
                Accept all
              </Button>
              <Button size="sm" variant="outline" onClick={() => choose("essential", essentialOnly)}>
                Decline All
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={showSettings}
                onPointerEnter={prefetchSettings}
                onPointerDown={prefetchSettings}
                onFocus={prefetchSettings}
              >
                Settings
              </Button>
            </div>
            {settingsFailed && (
              <p role="alert" className="text-sm text-red-700 md:basis-full">
                The cookie settings could not be loaded. Please check your connection and try again.
              </p>
            )}
          </div>
        ) : (
          SettingsView && (
            <SettingsView
              draft={draft}
              onToggle={(category, on) => setDraft((current) => ({ ...current, [category]: on }))}
              onSave={() => choose("custom", draft)}
              onBack={() => setView("simple")}
            />
          )
        )}
      </div>
    </section>
  );
}
