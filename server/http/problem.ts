import type { FastifyReply, FastifyRequest } from "fastify";
import { type FieldError, PROBLEM_TYPES, type ProblemSlug } from "../../contracts/errors";

export type { FieldError } from "../../contracts/errors";

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  request_id: string;
  errors?: FieldError[];
  /** RFC 9457 extension members of a problem type, e.g. quota. */
  [member: string]: unknown;
};

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/**
 * A refusal any handler or hook can throw; the server's one error handler sends it as RFC 9457 problem+JSON.
 * The status comes from the problem type unless given (e.g. "bad-request" for a 408 or 431).
 */
export class HttpProblem extends Error {
  readonly status: number;
  constructor(
    readonly slug: ProblemSlug,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
    status?: number,
    /** Extension members sent beside the standard ones (RFC 9457 3.2). */
    readonly members: Record<string, unknown> = {},
  ) {
    super(detail);
    this.status = status ?? PROBLEM_TYPES[slug].status;
  }
}

export function problemBody(
  requestId: string,
  status: number,
  slug: ProblemSlug,
  detail: string,
  errors: FieldError[] = [],
  members: Record<string, unknown> = {},
): Problem {
  return {
    ...members,
    type: `/problems/${slug}`,
    title: TITLES[status] ?? "Error",
    status,
    detail,
    request_id: requestId,
    ...(errors.length ? { errors } : {}),
  };
}

/** Sends a problem as RFC 9457 problem+JSON, with its headers and the request id. */
export function sendProblem(req: FastifyRequest, reply: FastifyReply, problem: HttpProblem) {
  for (const [k, v] of Object.entries(problem.headers)) reply.header(k, v);
  reply.header("X-Request-ID", String(req.id));
  return reply
    .code(problem.status)
    .type("application/problem+json")
    .send(problemBody(String(req.id), problem.status, problem.slug, problem.detail, problem.errors, problem.members));
}
