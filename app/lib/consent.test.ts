import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A browser-like window with a real key/value store, enough for the consent module. */
function installWindow(initial: Record<string, string>) {
  const store = new Map(Object.entries(initial));
  const events = new EventTarget();
  const fakeWindow = {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, String(value)),
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  vi.stubGlobal("window", fakeWindow);
  return store;
}

async function freshModule() {
  vi.resetModules();
  return import("./consent");
}

describe("cookie consent storage", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("reports no choice when nothing or something unknown is stored", async () => {
    installWindow({});
    expect((await freshModule()).readConsent()).toBeNull();
    installWindow({ "cookie-consent": "yes-please" });
    expect((await freshModule()).readConsent()).toBeNull();
  });

  it("derives preferences from the choice for all and essential", async () => {
    installWindow({ "cookie-consent": "all", "cookie-preferences": '{"marketing":false}' });
    expect((await freshModule()).readConsent()).toEqual({
      choice: "all",
      preferences: { essential: true, marketing: true, functional: true, analytics: true },
    });
    installWindow({ "cookie-consent": "essential" });
    expect((await freshModule()).readConsent()?.preferences).toEqual({
      essential: true,
      marketing: false,
      functional: false,
      analytics: false,
    });
  });

  it("reads custom preferences, keeps essential on and treats damaged JSON as essential only", async () => {
    installWindow({
      "cookie-consent": "custom",
      "cookie-preferences": '{"essential":false,"marketing":true,"functional":"yes","analytics":true}',
    });
    expect((await freshModule()).readConsent()?.preferences).toEqual({
      essential: true,
      marketing: true,
      functional: false,
      analytics: true,
    });
    installWindow({ "cookie-consent": "custom", "cookie-preferences": "{not json" });
    expect((await freshModule()).readConsent()?.preferences).toEqual({
      essential: true,
      marketing: false,
      functional: false,
      analytics: false,
    });
  });

  it("saves under the spec's keys and notifies listeners", async () => {
    const store = installWindow({});
    const consent = await freshModule();
    const seen: string[] = [];
    window.addEventListener("cookie-consent:change", () => seen.push("change"));
    consent.saveConsent("custom", { essential: true, marketing: false, functional: true, analytics: false });
    expect(store.get("cookie-consent")).toBe("custom");
    expect(JSON.parse(store.get("cookie-preferences") ?? "")).toEqual({
      essential: true,
      marketing: false,
      functional: true,
      analytics: false,
    });
    expect(consent.readConsent()?.choice).toBe("custom");
    expect(seen).toEqual(["change"]);
  });
});
