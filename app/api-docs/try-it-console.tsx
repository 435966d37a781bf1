import { useEffect, useId, useRef, useState } from "react";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "~/content/api-docs/demo-client";
import type { TryItOperation } from "./try-it-operation";

const TOKEN_KEY = "api-try-it-token";
const TOKEN_EVENT = "api-try-it-token";
const BODY_LIMIT = 20_000;

type Answer = { status: number; requestId: string; remaining: string | null; body: string; note?: string };

function storedToken(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? "";
  } catch {
    return "";
  }
}

function shareToken(token: string) {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {}
  window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: token }));
}

async function send(url: string, init: RequestInit): Promise<{ answer: Answer; json: unknown }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown = null;
  let body = text;
  try {
    json = JSON.parse(text);
    body = JSON.stringify(json, null, 2);
  } catch {}
  if (body.length > BODY_LIMIT) body = `${body.slice(0, BODY_LIMIT)}\n… (${body.length - BODY_LIMIT} more characters)`;
  return {
    answer: {
      status: res.status,
      requestId: res.headers.get("x-request-id") ?? "",
      remaining: res.headers.get("x-ratelimit-remaining"),
      body,
    },
    json,
  };
}

async function requestToken(clientId: string, clientSecret: string) {
  const result = await send("/v1/auth/token", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      grant_type: "client_credentials",
      client_id: clientId,
      client_secret: clientSecret,
      // The API this page belongs to: the site serves it at its own origin.
      audience: `${window.location.origin}/v1`,
    }),
  });
  const token = (result.json as { access_token?: unknown } | null)?.access_token;
  if (typeof token === "string") shareToken(token);
  return { ...result, token: typeof token === "string" ? token : null };
}

function Field({
  label,
  value,
  onChange,
  hint,
  required,
  type = "text",
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  required?: boolean;
  type?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && <span className="text-red-800"> (required)</span>}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 w-full rounded-md border border-slate-400 px-2 py-1.5 font-mono text-sm text-ink"
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

function AnswerView({ answer }: { answer: Answer }) {
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm text-ink">
        <span className={`font-mono font-bold ${answer.status < 400 ? "text-emerald-800" : "text-red-800"}`}>
          {answer.status}
        </span>{" "}
        {answer.note}
      </p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-xs">
        <dt className="font-semibold text-ink">X-Request-ID</dt>
        <dd className="font-mono break-all text-slate-700">{answer.requestId || "(none)"}</dd>
        {answer.remaining !== null && (
          <>
            <dt className="font-semibold text-ink">X-RateLimit-Remaining</dt>
            <dd className="font-mono text-slate-700">{answer.remaining}</dd>
          </>
        )}
      </dl>
      <figure>
        <figcaption className="text-xs font-semibold text-ink">Response body</figcaption>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long answer scrolls; the keyboard must reach it
          tabIndex={0}
          className="mt-1 max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100"
        >
          <code>{answer.body}</code>
        </pre>
      </figure>
    </div>
  );
}

/**
 * Sends one documented request to this site's sandbox and shows the answer: status, X-Request-ID,
 * X-RateLimit-Remaining and the JSON body. GET operations use the visitor's access token; with none, it first
 * gets one for the public demo client. The token call itself takes a client id and secret.
 */
export default function TryItConsole({ op, clientId }: { op: TryItOperation; clientId: string | null }) {
  const isToken = op.operationId === "createAccessToken";
  const ownClient = clientId ?? DEMO_CLIENT_ID;
  const [token, setToken] = useState(storedToken);
  const [client, setClient] = useState(ownClient);
  const [secret, setSecret] = useState(ownClient === DEMO_CLIENT_ID ? DEMO_CLIENT_SECRET : "");
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(op.parameters.map((p) => [p.name, p.required ? p.example : ""])),
  );
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // The Try it button goes once pressed: keyboard focus moves on into the console.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector("input")?.focus(), []);

  useEffect(() => {
    const onToken = (e: Event) => setToken((e as CustomEvent<string>).detail);
    window.addEventListener(TOKEN_EVENT, onToken);
    return () => window.removeEventListener(TOKEN_EVENT, onToken);
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      if (isToken) {
        const result = await requestToken(client.trim(), secret);
        setAnswer({
          ...result.answer,
          note: result.token ? "Token kept for the other consoles of this visit" : undefined,
        });
        return;
      }
      let bearer = token.trim();
      let note: string | undefined;
      if (!bearer) {
        const result = await requestToken(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET);
        if (!result.token) return setAnswer({ ...result.answer, note: "The demo client's token could not be had" });
        bearer = result.token;
        setToken(bearer);
        note = "Sent with a new token of the public demo client";
      }
      let path = op.path;
      const query = new URLSearchParams();
      for (const p of op.parameters) {
        const value = (values[p.name] ?? "").trim();
        if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(value));
        else if (value) query.set(p.name, value);
      }
      const url = `/v1${path}${query.size ? `?${query}` : ""}`;
      const result = await send(url, { headers: { authorization: `Bearer ${bearer}` } });
      setAnswer({ ...result.answer, note: note ?? `${op.method} ${url}` });
    } catch {
      setProblem("The request could not be sent: check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      aria-label={`Try ${op.method} /v1${op.path}`}
      className="mt-3 space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {isToken ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="client_id" value={client} onChange={setClient} required />
          <Field label="client_secret" value={secret} onChange={setSecret} type="password" required />
        </div>
      ) : (
        <Field
          label="Access token"
          value={token}
          onChange={setToken}
          hint="Leave empty to use a token of the public demo client."
          type="password"
        />
      )}
      {!isToken && op.parameters.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {op.parameters.map((p) => (
            <Field
              key={p.name}
              label={p.name}
              value={values[p.name] ?? ""}
              required={p.required}
              hint={p.description}
              onChange={(v) => setValues((current) => ({ ...current, [p.name]: v }))}
            />
          ))}
        </div>
      )}
      <button
        type="submit"
        aria-busy={busy || undefined}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 aria-busy:cursor-progress"
      >
        {busy ? "Sending…" : "Send request"}
      </button>
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      {answer && <AnswerView answer={answer} />}
    </form>
  );
}
