import { useSyncExternalStore } from "react";

/** The visitor's cookie choice, kept in local storage under the spec's keys. */
export const CONSENT_KEY = "cookie-consent";
export const PREFERENCES_KEY = "cookie-preferences";

const choices = ["all", "essential", "custom"] as const;
export type ConsentChoice = (typeof choices)[number];
export type CookiePreferences = { essential: true; marketing: boolean; functional: boolean; analytics: boolean };
export type OptionalCategory = Exclude<keyof CookiePreferences, "essential">;
export type StoredConsent = { choice: ConsentChoice; preferences: CookiePreferences };

export const allAccepted: CookiePreferences = { essential: true, marketing: true, functional: true, analytics: true };
export const essentialOnly: CookiePreferences = {
  essential: true,
  marketing: false,
  functional: false,
  analytics: false,
};

/**
 * Fired on window to ask the cookie banner to show itself again ("Cookie settings" in the site's footer, and in the
 * console's, which writes the name out, held to this one by its type: see `reopenCookieBanner` in console/shell.tsx).
 */
export const REOPEN_EVENT = "cookie-consent:reopen";
const CHANGE_EVENT = "cookie-consent:change";

function isChoice(value: unknown): value is ConsentChoice {
  return (choices as readonly unknown[]).includes(value);
}

/**
 * Runs in <head> before the first paint: marks `<html data-cookie-choice="none">` when no valid choice is
 * stored (or storage is unavailable), so the prerendered cookie banner shows in the first paint of a first
 * visit and never flashes for a returning visitor (app.css). Without scripts the banner stays hidden. A function,
 * called by the root's build-time loader: a template built when the module loads stayed in every page's script.
 */
export const cookieChoiceScript = () =>
  `try{if(${JSON.stringify(choices)}.indexOf(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}))<0)throw 0}catch(e){document.documentElement.dataset.cookieChoice="none"}`;

function parsePreferences(raw: string | null, choice: ConsentChoice): CookiePreferences {
  if (choice === "all") return allAccepted;
  if (choice === "essential") return essentialOnly;
  try {
    const value = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return {
      essential: true,
      marketing: value.marketing === true,
      functional: value.functional === true,
      analytics: value.analytics === true,
    };
  } catch {
    return essentialOnly;
  }
}

function readStorage(): StoredConsent | null {
  try {
    const choice = window.localStorage.getItem(CONSENT_KEY);
    if (!isChoice(choice)) return null;
    return { choice, preferences: parsePreferences(window.localStorage.getItem(PREFERENCES_KEY), choice) };
  } catch {
    // Storage can be unavailable (privacy modes); then no choice is remembered.
    return null;
  }
}

let cached: { value: StoredConsent | null } | null = null;

/** The stored choice, or null when the visitor has not chosen yet. Browser only. */
export function readConsent(): StoredConsent | null {
  if (!cached) cached = { value: readStorage() };
  return cached.value;
}

export function saveConsent(choice: ConsentChoice, preferences: CookiePreferences): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Without storage the choice lasts for this page view only.
  }
  cached = { value: { choice, preferences } };
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONSENT_KEY && event.key !== PREFERENCES_KEY && event.key !== null) return;
    cached = null;
    onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export function reopenConsentBanner(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

export function onConsentBannerReopen(listener: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, listener);
  return () => window.removeEventListener(REOPEN_EVENT, listener);
}

/**
 * The visitor's cookie preferences (null before a choice, and while prerendering), so non-essential
 * scripts load only when their category is allowed; `reopen` shows the banner again.
 */
export function useConsent(): {
  preferences: CookiePreferences | null;
  choice: ConsentChoice | null;
  reopen: () => void;
} {
  const stored = useSyncExternalStore(subscribe, readConsent, () => null);
  return { preferences: stored?.preferences ?? null, choice: stored?.choice ?? null, reopen: reopenConsentBanner };
}
