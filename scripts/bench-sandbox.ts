import { fork } from "node:child_process";

/** What the fairness benchmarks share: sandbox clients of a server under test, and load sent from a child process. */

export type SandboxClient = { clientId: string; secret: string };

/** A new self-serve sandbox tenant's client (the server must allow many sign-ups from one address). */
export async function signUpSandbox(url: string, i: number): Promise<SandboxClient> {
  const res = await fetch(`${url}/v1/sandbox/tenants`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench", email: `bench${i}@example.com`, company: `Bench ${i}` }),
  });
  const body = (await res.json()) as { client_id: string; client_secret: string };
  if (res.status !== 201) throw new Error(`sandbox sign-up answered ${res.status}: ${JSON.stringify(body)}`);
  return { clientId: body.client_id, secret: body.client_secret };
}

/** The token endpoint's answer for the client: its status, and the access token when one was issued. */
export async function requestToken(
  url: string,
  audience: string,
  c: SandboxClient,
): Promise<{ status: number; token?: string }> {
  const res = await fetch(`${url}/v1/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      grant_type: "client_credentials",
      client_id: c.clientId,
      client_secret: c.secret,
      audience,
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  return { status: res.status, token: body.access_token };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * Runs `script` again in a child process with `args` (so its load competes for the server, not for the measuring
 * process); resolves once the child says it started. `stop` tells it to stop and returns what it reports.
 */
export async function startChildLoad<T>(script: string, args: string[]): Promise<{ stop: () => Promise<T> }> {
  const child = fork(script, args);
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("error", reject);
  });
  return {
    stop: () =>
      new Promise<T>((resolve) => {
        child.once("message", (m) => resolve(m as T));
        child.send("stop");
      }),
  };
}

/** The child's side of startChildLoad: runs `load` until told to stop, then sends back what it returned. */
export async function runAsChildLoad<T>(load: (stopped: () => boolean) => Promise<T>): Promise<void> {
  let stopped = false;
  process.once("message", () => {
    stopped = true;
  });
  const work = load(() => stopped);
  process.send?.("started");
  process.send?.(await work);
  process.disconnect?.();
}
