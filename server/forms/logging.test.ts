import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seededServerDatabase } from "../../tests/support/db";
import { envelope, validFormData } from "../../tests/support/form-fixtures";
import { freePort } from "../../tests/support/ports";

describe("the server's log", { timeout: 120_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-log-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("says once that emails wait without SMTP, and never carries form or account contents, emails or addresses", async () => {
    const database = await seededServerDatabase("pglite", dataDir);
    const port = await freePort();
    const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        ...database.env,
        SMTP_URL: "",
        STATIC_DIR: path.join(dataDir, "no-site"),
        LOG_LEVEL: "trace",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    proc.stdout.on("data", (c) => {
      log += c;
    });
    proc.stderr.on("data", (c) => {
      log += c;
    });
    const url = `http://127.0.0.1:${port}`;
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        if (Date.now() > until) throw new Error("server did not start");
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const post = (body: unknown) =>
      fetch(`${url}/forms/submissions?email=asha.verma@example.com`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(envelope("Demo Request", validFormData["Demo Request"]))).status).toBe(201);
    expect((await post(envelope("Demo Request", { ...validFormData["Demo Request"], fullName: "" }))).status).toBe(422);
    expect((await post(envelope("Contact Form", validFormData["Contact Form"], { homepage: "spam" }))).status).toBe(
      201,
    );
    // The account routes: sign-up, a failed and a good sign-in, the session, a reset request.
    const account = (path: string, body: unknown, cookie?: string) =>
      fetch(`${url}${path}?email=asha.verma@example.com`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const password = "Meera-Secret-Passphrase-9";
    const person = { email: "asha.verma@example.com", firstName: "Asha", lastName: "Verma", company: "Meera Metals" };
    expect((await account("/auth/sign-up", { ...person, password, confirmPassword: password })).status).toBe(202);
    expect((await account("/auth/sign-in", { email: person.email, password: "wrong-Passphrase-1" })).status).toBe(401);
    const signedIn = await account("/auth/sign-in", { email: person.email, password, rememberMe: true });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    expect((await fetch(`${url}/auth/session`, { headers: { cookie } })).status).toBe(200);
    expect((await account("/auth/forgot-password", { email: person.email })).status).toBe(202);
    await new Promise((resolve) => {
      proc.once("exit", resolve);
      proc.kill("SIGTERM");
    });

    expect(log.match(/SMTP_URL is not set/g)).toHaveLength(1);
    expect(log).toMatch(/"honeypotTrips":1/);
    // The server's own listening address is not a client's.
    const aboutRequests = log.replace(/Server listening at http:\/\/127\.0\.0\.1:\d+/g, "");
    expect(aboutRequests).toMatch(/"route":"\/forms\/submissions"/);
    expect(aboutRequests).toMatch(/"route":"\/auth\/sign-in"/);
    const sessionId = cookie.split("=")[1]!;
    for (const secret of [
      "example.com",
      "Asha",
      "Verma",
      "Meera",
      "127.0.0.1",
      "Scope 3 supplier",
      "Passphrase",
      sessionId,
    ]) {
      expect(aboutRequests, secret).not.toContain(secret);
    }
  });
});
