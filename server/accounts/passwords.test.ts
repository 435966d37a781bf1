import { describe, expect, it } from "vitest";
import { loadConfig, TEST_PASSWORD_COST, testConfig } from "../config";
import { hashPassword, PASSWORD_COST, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("the server hashes at scrypt N=2^15, r=8, p=3 whatever the environment says; only the tests' config is cheaper", () => {
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 3 });
    expect(loadConfig({}).passwordCost).toEqual(PASSWORD_COST);
    expect(loadConfig({ PASSWORD_COST: "1", SCRYPT_N: "2" }).passwordCost).toEqual(PASSWORD_COST);
    expect(testConfig().passwordCost).toEqual(TEST_PASSWORD_COST);
  });

  it("stores the cost with the hash, so a hash verifies whatever cost new hashes get", async () => {
    const real = await hashPassword("correct horse battery staple", PASSWORD_COST);
    expect(real).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    const cheap = await hashPassword("correct horse battery staple", TEST_PASSWORD_COST);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("correct horse battery staple", real, TEST_PASSWORD_COST)).toBe(true);
    expect(await verifyPassword("correct horse battery staple", cheap, PASSWORD_COST)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", real, PASSWORD_COST)).toBe(false);
    expect(await verifyPassword("correct horse battery staple", undefined, TEST_PASSWORD_COST)).toBe(false);
  });
});
