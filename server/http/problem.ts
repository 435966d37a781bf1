import type { FastifyReply, FastifyRequest } from "fastify";

/** One field-level error inside a problem document. */
export type FieldError = { field: string; pointer?: string; code: string; message: string };

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  request_id?: string;
  errors?: FieldError[];
};

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** Sends an RFC 9457 problem document. `type` is a short slug under /problems/. */
export function sendProblem(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  slug: string,
  detail?: string,
  errors?: FieldError[],
) {
  const body: Problem = {
    type: `/problems/${slug}`,
    title: TITLES[status] ?? "Error",
    status,
    ...(detail ? { detail } : {}),
    request_id: String(req.id),
    ...(errors?.length ? { errors } : {}),
  };
  return reply.code(status).type("application/problem+json").send(body);
}

/** Converts a zod issue path to a dotted field name and a JSON pointer. */
export function fieldOf(path: readonly PropertyKey[], prefix = "") {
  const parts = path.map(String);
  return {
    field: parts.join(".") || prefix.replace(/^\//, "") || "(body)",
    pointer: `${prefix}/${parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`.replace(/\/$/, ""),
  };
}
