import type { FastifyInstance } from "fastify";
import { createOutbox, type Outbox } from "../mail/outbox";
import { smtpTransport } from "../mail/transport";
import { adminRoutes } from "./admin-routes";
import { formsRoutes } from "./routes";
import { type LeadsSettings, type OutboxSettings, resolveLeadsSettings } from "./settings";

declare module "fastify" {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/** Overrides of the lead-capture tunables (tests, benchmarks); unset fields come from the environment. */
export type LeadsOptions = { rateLimit?: LeadsSettings["rateLimit"]; outbox?: Partial<OutboxSettings> };

/**
 * Lead capture: POST /forms/submissions, the outbox worker that emails each lead (started when the
 * server is ready, stopped before it closes), and the admin views of both.
 */
export async function registerLeads(app: FastifyInstance, options: LeadsOptions = {}) {
  const settings = resolveLeadsSettings(options);
  const { config, db } = app;
  const outbox = createOutbox({
    db,
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
    mailFrom: config.mailFrom,
    settings: settings.outbox,
    log: app.log,
  });
  app.decorate("outbox", outbox);
  if (!outbox.sending) app.log.warn("SMTP_URL is not set: lead emails wait in the outbox until it is");
  if (settings.outbox.autoStart) app.addHook("onReady", async () => outbox.start());
  app.addHook("preClose", async () => outbox.stop());

  await app.register(formsRoutes, { rateLimit: settings.rateLimit, onStored: () => outbox.wake() });
  await app.register(adminRoutes);
}
