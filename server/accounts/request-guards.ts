import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { CSRF_HEADER } from "../../contracts/account";
import { HttpProblem } from "../http/problem";

const JSON_TYPE = /^application\/json\s*(;|$)/i;

export function requireJson(req: FastifyRequest) {
  if (!JSON_TYPE.test(req.headers["content-type"] ?? "")) {
    throw new HttpProblem("unsupported-media-type", "Send the request as application/json.");
  }
}

/** The origins this site is served from: the public address, and the address this request reached. */
function ownOrigins(req: FastifyRequest, publicBaseUrl: string): string[] {
  return [new URL(publicBaseUrl).origin, `${req.protocol}://${req.host}`];
}

/**
 * A browser sends Origin with every POST; one naming another site is a cross-site request and is refused.
 * `required`: requests made with the session cookie must carry it (a missing Origin is refused too).
 */
export function checkOrigin(req: FastifyRequest, publicBaseUrl: string, required: boolean) {
  const origin = req.headers.origin;
  if (origin === undefined) {
    if (required) throw new HttpProblem("forbidden", "This request must come from the site's own pages.");
    return;
  }
  if (!ownOrigins(req, publicBaseUrl).includes(origin)) {
    throw new HttpProblem("forbidden", "This request must come from the site's own pages.");
  }
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** The session's CSRF token must come back in the request header (a cross-site form cannot set headers). */
export function checkCsrf(req: FastifyRequest, expected: string) {
  const given = req.headers[CSRF_HEADER];
  if (typeof given !== "string" || !timingSafeEqual(digest(given), digest(expected))) {
    throw new HttpProblem("forbidden", "The request's CSRF token is missing or wrong. Reload the page and try again.");
  }
}
