import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Two years, subdomains included. */
const HSTS = "max-age=63072000; includeSubDomains";

const pathOf = (req: FastifyRequest) => req.url.split("?")[0] ?? "/";
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Answers no cache may keep: everything under /auth (sessions, CSRF tokens, console tokens) and every /v1 answer
 * to a request that carries credentials, errors included.
 */
function isPrivateAnswer(req: FastifyRequest): boolean {
  const path = pathOf(req);
  return under(path, "/auth") || (under(path, "/v1") && req.headers.authorization !== undefined);
}

/**
 * Headers every answer carries (helmet's, with frames refused as the CSP's frame-ancestors 'none' does), HSTS
 * only over HTTPS (behind a trusted proxy, as `X-Forwarded-Proto` says), and `Cache-Control: no-store` on private
 * answers, whatever their handler set. A CSP, helmet's or a page's own (`site.ts`), says
 * `upgrade-insecure-requests` only over HTTPS too: over plain HTTP (a server reached by its address on the local
 * network) it would send the page's styles and scripts to an https:// the server does not answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { connectSrc: readonly string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...opts.connectSrc],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: "deny" },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", async (req, reply) => {
    if (req.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
  });
  app.addHook("onSend", async (req, reply) => {
    if (isPrivateAnswer(req)) reply.header("Cache-Control", "no-store");
    const csp = reply.getHeader("content-security-policy");
    if (req.protocol === "https" && typeof csp === "string")
      reply.header("Content-Security-Policy", `${csp}; upgrade-insecure-requests`);
  });
}
