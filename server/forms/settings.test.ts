import { describe, expect, it } from "vitest";
import { defaultLeadsSettings, leadsSettingsFromEnv } from "./settings";

describe("lead-capture settings from the environment", () => {
  it("defaults to 10 submissions a minute per address and 8 delivery attempts", () => {
    expect(leadsSettingsFromEnv({})).toEqual(defaultLeadsSettings);
    expect(defaultLeadsSettings.rateLimit).toEqual({ max: 10, timeWindowMs: 60_000 });
    expect(defaultLeadsSettings.outbox.maxAttempts).toBe(8);
  });

  it("reads overrides, and lifts the rate limit with off", () => {
    const s = leadsSettingsFromEnv({ FORMS_RATE_LIMIT: "off", OUTBOX_POLL_MS: "50", OUTBOX_MAX_ATTEMPTS: "3" });
    expect(s.rateLimit).toBe(false);
    expect(s.outbox).toMatchObject({ pollMs: 50, maxAttempts: 3 });
    expect(leadsSettingsFromEnv({ FORMS_RATE_LIMIT: "30" }).rateLimit).toEqual({ max: 30, timeWindowMs: 60_000 });
  });

  it("names a bad variable", () => {
    expect(() => leadsSettingsFromEnv({ OUTBOX_POLL_MS: "soon" })).toThrow(/OUTBOX_POLL_MS/);
  });
});
