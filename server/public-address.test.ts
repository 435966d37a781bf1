import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PATHS } from "../contracts/account";
import { AccountClient } from "../tests/support/account-client";
import { type Engine, oneEngine, seededServerDatabase } from "../tests/support/db";
import { startTestServer } from "../tests/support/server";
import { startServerProcess } from "../tests/support/server-process";
import { type SmtpSink, startSmtpSink } from "../tests/support/smtp";
import { listeningBaseUrl, loadConfig } from "./config";

const PASSWORD = "tidal-Furnace-42";
/** A server process opens its database (seeded: migrated, with the catalogue) before it listens. */
const STARTUP_MS = 150_000;

describe("the public address when PUBLIC_BASE_URL is unset", () => {
  it("is where the server listens: localhost on every interface, else the host it names", () => {
    expect(loadConfig({ PORT: "4100" }).publicBaseUrl).toBe("http://localhost:4100");
    expect(loadConfig({ PORT: "4100", HOST: "::" }).publicBaseUrl).toBe("http://localhost:4100");
    expect(loadConfig({ PORT: "4100", HOST: "192.0.2.2" }).publicBaseUrl).toBe("http://192.0.2.2:4100");
    expect(listeningBaseUrl("::1", 4100)).toBe("http://[::1]:4100");
    expect(loadConfig({ PORT: "4100", PUBLIC_BASE_URL: "" }).publicBaseUrlFollowsListener).toBe(true);
  });

  it("is PUBLIC_BASE_URL when that is set", () => {
    const config = loadConfig({ PORT: "4100", PUBLIC_BASE_URL: "https://carbon.example.in/" });
    expect(config.publicBaseUrl).toBe("https://carbon.example.in");
    expect(config.publicBaseUrlFollowsListener).toBe(false);
  });
});

/** A new sandbox tenant's credentials, and the claims of a token got with them. */
async function sandboxTenant(url: string) {
  const signup = await fetch(`${url}/v1/sandbox/tenants`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Asha Rao", email: `asha${Date.now()}@example.in`, company: "Rao Steel" }),
  });
  expect(signup.status).toBe(201);
  const tenant = (await signup.json()) as {
    client_id: string;
    client_secret: string;
    audience: string;
    token_url: string;
    curl: string;
  };
  const token = await fetch(`${url}/v1/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: tenant.client_id,
      client_secret: tenant.client_secret,
      audience: tenant.audience,
    }),
  });
  expect(token.status).toBe(200);
  const claims = decodeJwt(((await token.json()) as { access_token: string }).access_token);
  return { tenant, claims };
}

/** What a newcomer's server says its address is: the sandbox's token audience, a token's claims, an email's link. */
async function addressesNamed(url: string, smtp: SmtpSink) {
  const { tenant, claims } = await sandboxTenant(url);
  const sent = smtp.mails.length;
  const email = `person${Date.now()}@example.in`;
  const account = new AccountClient(url);
  const signUp = await account.post(AUTH_PATHS.signUp, {
    email,
    firstName: "Asha",
    lastName: "Rao",
    company: "Rao Steel",
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(signUp.status).toBe(202);
  const mail = (await smtp.waitFor(sent + 1, 30_000)).find((m) => m.envelopeTo.includes(email));
  const link = /https?:\/\/\S+\/verify-email#token=[\w-]+/.exec(mail?.text ?? "")?.[0];
  return { tenant, claims, link };
}

/** `server/main.ts` with PORT=0 and this environment; resolves with the port it picked, read from its log. */
async function startOnPortZero(env: Record<string, string>): Promise<{ proc: ChildProcess; port: number }> {
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, ...env, PORT: "0", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not say where it listens")), STARTUP_MS);
    proc.stdout?.on("data", (chunk) => {
      out += chunk;
      const found = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    proc.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  try {
    return { proc, port: await listening };
  } catch (err) {
    proc.kill("SIGKILL");
    throw err;
  }
}

// What it checks is the server's address, not the data layer: one engine (tests/support/db.ts).
describe.each([oneEngine])("a server started with only PORT set, on %s", { timeout: 300_000 }, (engine: Engine) => {
  let smtp: SmtpSink;
  let dataDir: string;
  const drops: (() => Promise<void>)[] = [];
  const environment = async (): Promise<Record<string, string>> => {
    const database = await seededServerDatabase(engine, fs.mkdtempSync(path.join(dataDir, "data-")));
    drops.push(database.drop);
    return {
      ...database.env,
      HOST: "0.0.0.0",
      PUBLIC_BASE_URL: "",
      SMTP_URL: smtp.url,
      STATIC_DIR: "/nonexistent-site",
      AUTH_ADDRESS_LIMITS: "off",
    };
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-address-"));
  });
  afterAll(async () => {
    await smtp?.close();
    for (const drop of drops) await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("names its own port in the token audience, the tokens and the verification link", async () => {
    const server = await startServerProcess(await environment(), STARTUP_MS);
    const port = new URL(server.url).port;
    expect(port).not.toBe("3000");
    try {
      const { tenant, claims, link } = await addressesNamed(server.url, smtp);
      const base = `http://localhost:${port}`;
      expect(tenant.audience).toBe(`${base}/v1`);
      expect(tenant.token_url).toBe(`${base}/v1/auth/token`);
      expect(tenant.curl).toContain(`${base}/v1/auth/token`);
      expect(claims.aud).toBe(`${base}/v1`);
      expect(claims.iss).toBe(`${base}/v1/auth`);
      expect(link).toMatch(new RegExp(`^${base}/verify-email#token=`));
    } finally {
      await server.stop();
    }
  });

  it("with PORT=0, names the port it was given once it listens", async () => {
    const { proc, port } = await startOnPortZero(await environment());
    try {
      const { tenant, claims, link } = await addressesNamed(`http://127.0.0.1:${port}`, smtp);
      const base = `http://localhost:${port}`;
      expect(tenant.audience).toBe(`${base}/v1`);
      expect(claims.aud).toBe(`${base}/v1`);
      expect(link).toMatch(new RegExp(`^${base}/verify-email#token=`));
    } finally {
      proc.kill("SIGTERM");
      if (proc.exitCode === null) await new Promise((resolve) => proc.once("exit", resolve));
    }
  });

  it("keeps PUBLIC_BASE_URL when it is set", async () => {
    const server = await startTestServer(engine, { publicBaseUrl: "https://carbon.example.in" });
    try {
      const { tenant, claims } = await sandboxTenant(server.url);
      expect(tenant.audience).toBe("https://carbon.example.in/v1");
      expect(claims.aud).toBe("https://carbon.example.in/v1");
    } finally {
      await server.close();
    }
  });
});
