import { authPost } from "~/account/auth-client";
import { AUTH_PATHS, type ConsoleToken } from "../../contracts/account";

/**
 * The console's client of the public /v1 API. It holds a short-lived access token minted for the signed-in person
 * in the workspace the console shows (`POST /auth/console-token`, with the session's CSRF token) and asks for a new
 * one shortly before it expires, once when /v1 says the token is no longer valid, and when the workspace changes.
 * The console calls nothing but /v1 with it.
 */

/** One field the API refused (a problem's `errors[]` item): its name in the request body, code and message. */
export type FieldProblem = { field: string; code?: string; message: string };

/** A refusal or failure, said in words a person understands, with the request id support can look up. */
export class ApiError extends Error {
  constructor(
    /** What went wrong, in words. */
    message: string,
    readonly status: number,
    /** The X-Request-ID of the failed request (absent when the server was not reached). */
    readonly requestId: string | undefined,
    /** The session has ended: the person must sign in again. */
    readonly signedOut = false,
    /** The fields a 4xx refused, as the problem's `errors[]` names them (a form shows each beside its input). */
    readonly fields: readonly FieldProblem[] = [],
  ) {
    super(message);
  }
}

const RENEW_BEFORE_EXPIRY_MS = 60_000;
let token: Promise<ConsoleToken> | null = null;
/** The workspace (tenant id) the console shows: every token is minted for it. */
let workspace: string | undefined;

/** The console works in this workspace from now on: the next request has a token minted for it. */
export function enterWorkspace(tenantId: string) {
  if (workspace === tenantId) return;
  workspace = tenantId;
  token = null;
}

/** The workspace the console shows (undefined until the console has chosen one). */
export const currentWorkspace = () => workspace;

async function mintToken(): Promise<ConsoleToken> {
  const answer = await authPost<ConsoleToken>(AUTH_PATHS.consoleToken, workspace ? { workspace } : {}, {
    signedIn: true,
  });
  if (answer.ok) return answer.data;
  if (answer.status === 401 || answer.status === 403) {
    throw new ApiError("Your session has ended. Sign in again to see your console.", answer.status, undefined, true);
  }
  throw new ApiError(answer.detail, answer.status, undefined);
}

/** The current workspace's access token, minted again when it is close to expiring. */
function accessToken(): Promise<ConsoleToken> {
  const current = token;
  if (current) {
    return current.then((t) =>
      Date.parse(t.expiresAt) - Date.now() > RENEW_BEFORE_EXPIRY_MS && (workspace ?? t.tenantId) === t.tenantId
        ? t
        : renewToken(),
    );
  }
  return renewToken();
}

function renewToken(): Promise<ConsoleToken> {
  const pending = mintToken();
  token = pending;
  pending.catch(() => {
    if (token === pending) token = null;
  });
  return pending;
}

/** Forgets the token (after signing out). */
export function forgetToken() {
  token = null;
}

/** The workspace's tenant and the scopes the console may use there, from its token. */
export async function consoleGrant(): Promise<Pick<ConsoleToken, "tenantId" | "scopes">> {
  const { tenantId, scopes } = await accessToken();
  return { tenantId, scopes };
}

/** What a key's token request names besides its id and secret, as the API states it with the console's own token. */
export async function tokenRequestTarget(): Promise<Pick<ConsoleToken, "audience" | "tokenUrl">> {
  const { audience, tokenUrl } = await accessToken();
  return { audience, tokenUrl };
}

type Problem = {
  type?: string;
  detail?: string;
  title?: string;
  request_id?: string;
  errors?: { field?: string; code?: string; message?: string }[];
};

/** The words shown for a failed request: the API's own detail where it speaks to the person, else by status. */
function wordsFor(status: number, problem: Problem, retryAfter: string | null): string {
  if (status === 429) {
    return `Too many requests just now. Wait ${retryAfter ?? "a few"} seconds and try again.`;
  }
  if (status >= 500) return "The server could not answer just now. Try again in a moment.";
  // The console's token carries the member's role: a missing scope is the role's limit, said as such.
  if (problem.type?.endsWith("/insufficient-scope")) {
    return "Your role in this workspace does not allow this. Ask its owner or an administrator if you need to.";
  }
  const fields = (problem.errors ?? []).map((e) => e.message).filter(Boolean);
  const detail = problem.detail ?? problem.title ?? `The request was refused (HTTP ${status}).`;
  return fields.length > 0 && !fields.every((f) => detail.includes(f!)) ? `${detail} ${fields.join(". ")}.` : detail;
}

type Query = Record<string, string | number | undefined>;

/** A body sent as is, in its own media type (CSV), rather than as JSON. */
class RawBody {
  constructor(
    readonly text: string | Blob,
    readonly type: string,
  ) {}
}

async function send<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  query: Query,
  body: unknown,
  retried = false,
  answer: "json" | "file" = "json",
): Promise<T> {
  const askedIn = workspace;
  const { accessToken: bearer, tenantId } = await accessToken();
  // The person switched workspaces meanwhile: this answer would be another workspace's, so it is not asked for.
  if (askedIn !== undefined && tenantId !== askedIn) {
    throw new ApiError("You switched workspaces while this was loading. Try again.", 0, undefined);
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const url = `/v1${path}${params.size > 0 ? `?${params}` : ""}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      // The session cookie goes along: managing API keys wants the session the token was minted for.
      credentials: "same-origin",
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": body instanceof RawBody ? body.type : "application/json" }),
      },
      body: body === undefined ? undefined : body instanceof RawBody ? body.text : JSON.stringify(body),
    });
  } catch {
    throw new ApiError("We could not reach the server. Check your connection and try again.", 0, undefined);
  }
  const requestId = res.headers.get("x-request-id") ?? undefined;
  if (res.ok && answer === "file") return (await res.blob()) as T;
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = {};
  }
  if (res.ok) return json as T;
  if (res.status === 401 && !retried) {
    // The token expired or its key was rotated: one new token, one more try.
    forgetToken();
    return send(method, path, query, body, true, answer);
  }
  const problem = (json ?? {}) as Problem;
  const fields =
    res.status < 500 && Array.isArray(problem.errors)
      ? problem.errors.flatMap((e) =>
          typeof e?.field === "string" ? [{ field: e.field, code: e.code, message: e.message ?? "" }] : [],
        )
      : [];
  throw new ApiError(
    wordsFor(res.status, problem, res.headers.get("retry-after")),
    res.status,
    problem.request_id ?? requestId,
    false,
    fields,
  );
}

/** GET /v1{path}, with query parameters (empty ones left out). */
export const apiGet = <T>(path: string, query: Query = {}) => send<T>("GET", path, query, undefined);

/** GET /v1{path} answered with a file (a ZIP, a download): its bytes as a Blob; a refusal is an ApiError as any. */
export const apiGetFile = (path: string) => send<Blob>("GET", path, {}, undefined, false, "file");

/** POST /v1{path} with a JSON body. */
export const apiPost = <T>(path: string, body: unknown, query: Query = {}) => send<T>("POST", path, query, body);

/** A failure as the ApiError a view shows: the API's own, else one in the view's words. */
export const asApiError = (err: unknown, words: string) =>
  err instanceof ApiError ? err : new ApiError(words, 0, undefined);

/** PATCH /v1{path} with a JSON body (only the fields to change). */
export const apiPatch = <T>(path: string, body: unknown) => send<T>("PATCH", path, {}, body);

/** PUT /v1{path} with a JSON body (the whole resource). */
export const apiPut = <T>(path: string, body: unknown) => send<T>("PUT", path, {}, body);

/** DELETE /v1{path}. */
export const apiDelete = <T>(path: string) => send<T>("DELETE", path, {}, undefined);

/** POST /v1{path} with a CSV body (activity records as a person's file has them). */
export const apiPostCsv = <T>(path: string, csv: string, query: Query = {}) =>
  send<T>("POST", path, query, new RawBody(csv, "text/csv"));

/** POST /v1{path} with a file's bytes as the body (an evidence file: the server tells its type from the content). */
export const apiPostFile = <T>(path: string, file: Blob, query: Query = {}) =>
  send<T>("POST", path, query, new RawBody(file, "application/octet-stream"));
