import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ulid } from "ulid";
import type { ProblemSlug } from "../../contracts/errors";
import { DatabaseUnavailableError } from "../db/unavailable";
import { HttpProblem, problemBody, sendProblem } from "./problem";

/**
 * Every response the server sends for a failure is problem+JSON with a request id, whatever went wrong:
 * a handler's refusal, a body that cannot be parsed, a bad URL, an unknown route or method, a timeout,
 * or an HTTP message so broken that no request object exists (answered on the raw socket).
 */

/** Objects and arrays nested deeper than this in a JSON body are refused before any handler walks them. */
export const MAX_JSON_DEPTH = 64;

/** Route config of endpoints that answer errors in the OAuth 2.0 format (RFC 6749 5.2), not problem+JSON. */
export type ErrorFormatConfig = { errorFormat?: "oauth" };

function nestingDepthExceeds(value: unknown, max: number): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === "object") stack.push({ v: child, depth: depth + 1 });
    }
  }
  return false;
}

/** The problem a thrown error stands for: our own refusals as they are, Fastify's by their code. */
export function problemOf(err: FastifyError | HttpProblem | Error): HttpProblem {
  if (err instanceof HttpProblem) return err;
  if (err instanceof DatabaseUnavailableError) return databaseUnavailable();
  const e = err as FastifyError;
  switch (e.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new HttpProblem("payload-too-large", "The request body is larger than this endpoint accepts.");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new HttpProblem("unsupported-media-type", "Send the body as application/json.");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new HttpProblem("bad-request", "The body is empty but its Content-Type says JSON; send JSON or no body.");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new HttpProblem("bad-request", "Content-Length does not match the body.");
    case "FST_ERR_BAD_URL":
      return new HttpProblem("bad-request", "The URL is not valid: check its percent-encoding.");
    case "FST_ERR_MAX_PARAM_LENGTH":
      return new HttpProblem("bad-request", "A path segment is longer than allowed.", [], {}, 414);
    case "FST_ERR_HANDLER_TIMEOUT":
      return new HttpProblem(
        "unavailable",
        "The request took too long to answer; retry, later if it happens again.",
        [],
        { "Retry-After": String(RETRY_AFTER_S) },
      );
  }
  const status = e.statusCode ?? 500;
  if (status === 429) return new HttpProblem("rate-limited", "Too many requests; retry later.");
  if (status === 400) return new HttpProblem("bad-request", "The request body could not be parsed as JSON.");
  if (status === 404) return new HttpProblem("not-found", "There is nothing at this address.");
  if (status === 415) return new HttpProblem("unsupported-media-type", "Send the body as application/json.");
  if (status === 413)
    return new HttpProblem("payload-too-large", "The request body is larger than this endpoint accepts.");
  if (status > 400 && status < 500)
    return new HttpProblem("bad-request", "The request could not be handled.", [], {}, status);
  return new HttpProblem("internal", "Something went wrong on our side. The request ID identifies it in our logs.");
}

/** Seconds a client is asked to wait before retrying a 503 (database unreachable, request too slow). */
export const RETRY_AFTER_S = 5;

export function databaseUnavailable() {
  return new HttpProblem(
    "unavailable",
    "The service cannot reach its database right now; retry in a few seconds.",
    [],
    { "Retry-After": String(RETRY_AFTER_S) },
  );
}
/** Problems an OAuth endpoint answers in the OAuth format; slow_down is RFC 8628's token endpoint error. */
const OAUTH_ERRORS: Partial<Record<ProblemSlug, { status: number; error: string }>> = {
  "bad-request": { status: 400, error: "invalid_request" },
  "invalid-parameter": { status: 400, error: "invalid_request" },
  "validation-failed": { status: 400, error: "invalid_request" },
  "rate-limited": { status: 429, error: "slow_down" },
};

/** The one error handler: logs unexpected failures (without request data) and sends the problem. */
export function handleError(err: FastifyError | HttpProblem | Error, req: FastifyRequest, reply: FastifyReply) {
  const problem = problemOf(err);
  // Refusals we raise on purpose are not failures, nor is an unreachable database (each lost connection
  // is reported once, and every request's status is in its access log line); any other 5xx is logged.
  const expected = err instanceof HttpProblem || err instanceof DatabaseUnavailableError;
  if (problem.status >= 500 && !expected) req.log.error({ err }, "request failed");
  const oauth = (req.routeOptions?.config as ErrorFormatConfig | undefined)?.errorFormat === "oauth";
  const oauthError = oauth ? OAUTH_ERRORS[problem.slug] : undefined;
  if (oauthError) {
    return reply
      .code(oauthError.status)
      .headers({ ...problem.headers, "Cache-Control": "no-store", "X-Request-ID": String(req.id) })
      .send({ error: oauthError.error, error_description: problem.detail });
  }
  return sendProblem(req, reply, problem);
}

/** For Fastify's `frameworkErrors` option: router-level failures (bad URL encoding) before any route runs. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  return sendProblem(req, reply, problemOf(err));
}

/** For Fastify's `clientErrorHandler`: an HTTP message Node could not parse gets a problem on the raw socket. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, slug, detail] =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? ([408, "bad-request", "The request was not received in time."] as const)
      : err.code === "HPE_HEADER_OVERFLOW"
        ? ([431, "bad-request", "The request headers are too large."] as const)
        : ([400, "bad-request", "The request is not a valid HTTP message."] as const);
  const id = ulid();
  const body = JSON.stringify(problemBody(id, status, slug, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 408 ? "Request Timeout" : status === 431 ? "Request Header Fields Too Large" : "Bad Request"}\r\n` +
        `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-ID: ${id}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

type KnownRoute = { method: string; pattern: RegExp };

/**
 * Installs the error handler, the JSON parser with a nesting limit, and the answer for paths no route takes:
 * 405 with Allow when the path exists with other methods, else 404. Call before any route is registered.
 */
export function registerErrorHandling(app: FastifyInstance) {
  const routes: KnownRoute[] = [];
  app.addHook("onRoute", (route) => {
    if (route.url.endsWith("*")) return; // catch-alls say nothing about which methods a path has
    const pattern = new RegExp(`^${route.url.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`);
    for (const method of [route.method].flat()) routes.push({ method, pattern });
  });

  app.decorate("allowedMethods", (path: string): string[] => {
    const methods = routes.filter((r) => r.pattern.test(path)).map((r) => r.method);
    return [...new Set(methods)];
  });

  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    parseJson(req, String(body), (err, value) => {
      if (err) return done(err, undefined);
      if (nestingDepthExceeds(value, MAX_JSON_DEPTH)) {
        return done(
          new HttpProblem("bad-request", `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`, [
            { field: "(body)", pointer: "", code: "NESTED_TOO_DEEP", message: `At most ${MAX_JSON_DEPTH} levels` },
          ]),
          undefined,
        );
      }
      done(null, value);
    });
  });

  app.setErrorHandler(handleError);
  app.setNotFoundHandler((req, reply) => answerUnrouted(app, req, reply));
}

/** 405 with Allow when another method serves the path, else 404; both problem+JSON. */
export function answerUnrouted(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, hint = "") {
  const path = (req.url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
  const methods = app.allowedMethods(path);
  if (methods.includes(req.method)) {
    // A route takes this method and path shape, yet the router refused the path: a parameter it cannot take.
    return sendProblem(req, reply, new HttpProblem("bad-request", "A path segment is too long or not valid here."));
  }
  const allowed = methods.filter((m) => m !== "HEAD");
  if (allowed.length > 0) {
    const allow = allowed.includes("GET") && !allowed.includes("HEAD") ? [...allowed, "HEAD"] : allowed;
    return sendProblem(
      req,
      reply,
      new HttpProblem("method-not-allowed", `${req.method} is not allowed here; use ${allow.join(", ")}.`, [], {
        Allow: allow.join(", "),
      }),
    );
  }
  return sendProblem(req, reply, new HttpProblem("not-found", `There is nothing at this address.${hint}`));
}

declare module "fastify" {
  interface FastifyContextConfig extends ErrorFormatConfig {}
  interface FastifyInstance {
    /** Methods the server's routes take for a concrete path (catch-alls aside). */
    allowedMethods(path: string): string[];
  }
}
