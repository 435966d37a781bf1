import { Switch } from "radix-ui";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  allAccepted,
  type ConsentChoice,
  type CookiePreferences,
  essentialOnly,
  type OptionalCategory,
  onConsentBannerReopen,
  readConsent,
  saveConsent,
} from "~/lib/consent";

const switchRoot =
  "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70";
const switchThumb =
  "block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]";

const categories: readonly { key: OptionalCategory; label: string; description: string }[] = [
  { key: "marketing", label: "Marketing", description: "Measure campaigns and show relevant content on other sites." },
  { key: "functional", label: "Functional", description: "Remember settings such as region and language." },
  { key: "analytics", label: "Analytics", description: "Count visits and see which pages help, in aggregate." },
];

/**
 * Cookie consent (spec section 4): shown while no choice is stored, decided after hydration so the
 * prerendered HTML never contains it. It overlays the page bottom; it is a region, not a modal.
 */
export function CookieBanner() {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<"simple" | "settings">("simple");
  const [draft, setDraft] = useState<CookiePreferences>(essentialOnly);
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const focusOnShow = useRef(false);

  useEffect(() => {
    if (!readConsent()) setOpen(true);
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
    if (!open || !region) {
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

  const showSettings = () => {
    setDraft(readConsent()?.preferences ?? draft);
    setView("settings");
  };

  if (!open) return null;

  return (
    <section
      ref={regionRef}
      aria-label="Cookie consent"
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-30 max-h-[85dvh] overflow-y-auto border-t print:hidden border-slate-200 bg-white shadow-[0_-8px_30px_rgba(15,23,42,0.15)]"
    >
      <div className="mx-auto w-full max-w-[1200px] px-4 py-4 sm:px-6 lg:px-8">
        {view === "simple" ? (
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
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
              <Button size="sm" variant="ghost" onClick={showSettings}>
                Settings
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <h2 className="text-base font-semibold text-ink">Cookie settings</h2>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              <li className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
                <div>
                  <label htmlFor="cookie-essential" className="text-sm font-medium text-ink">
                    Essential
                  </label>
                  <p id="cookie-essential-description" className="text-xs text-muted">
                    Always on: needed for security and to remember this choice, so they cannot be switched off.
                  </p>
                </div>
                <Switch.Root
                  id="cookie-essential"
                  checked
                  disabled
                  aria-describedby="cookie-essential-description"
                  className={switchRoot}
                >
                  <Switch.Thumb className={switchThumb} />
                </Switch.Root>
              </li>
              {categories.map((category) => (
                <li
                  key={category.key}
                  className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3"
                >
                  <div>
                    <label htmlFor={`cookie-${category.key}`} className="text-sm font-medium text-ink">
                      {category.label}
                    </label>
                    <p id={`cookie-${category.key}-description`} className="text-xs text-muted">
                      {category.description}
                    </p>
                  </div>
                  <Switch.Root
                    id={`cookie-${category.key}`}
                    checked={draft[category.key]}
                    onCheckedChange={(checked) => setDraft((current) => ({ ...current, [category.key]: checked }))}
                    aria-describedby={`cookie-${category.key}-description`}
                    className={switchRoot}
                  >
                    <Switch.Thumb className={switchThumb} />
                  </Switch.Root>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => choose("custom", draft)}>
                Save Settings
              </Button>
              <Button size="sm" variant="outline" onClick={() => setView("simple")}>
                Back
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
