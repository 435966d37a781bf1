import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });

  it("names every bad variable in one clear error", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "not a url" })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "not a url" });
    } catch (err) {
      expect((err as Error).message).toContain("PORT");
      expect((err as Error).message).toContain("DATABASE_URL");
    }
  });

  it("treats an empty optional URL as unset", () => {
    expect(loadConfig({ SMTP_URL: "" }).smtpUrl).toBeUndefined();
  });
});
