import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { ulid } from "ulid";
import {
  formSchemas,
  HONEYPOT_FIELD,
  isFormType,
  MAX_SUBMISSION_BYTES,
  submissionEnvelopeSchema,
} from "../../contracts/submission";
import { sendProblem } from "../http/problem";
import { fieldErrors } from "./issues";
import { databaseRateLimitStore } from "./rate-limit-store";
import type { LeadsSettings } from "./settings";
import { storeSubmission } from "./submission-store";

export type FormsRoutesOptions = {
  rateLimit: LeadsSettings["rateLimit"];
  hashIp: (ip: string) => string;
  /** Called after a submission is committed, so its emails go out without waiting for the next poll. */
  onStored: () => void;
};

const JSON_TYPE = /^application\/json\s*(;|$)/i;

function filled(value: unknown) {
  return typeof value === "string" && value.trim() !== "";
}

/** POST /forms/submissions: validate, store with its emails in one transaction, answer 201 {id}. */
export async function formsRoutes(app: FastifyInstance, opts: FormsRoutesOptions) {
  let honeypotTrips = 0;

  if (opts.rateLimit) {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db, "forms"),
      // Counted per address hash: raw client addresses never reach the database.
      keyGenerator: (req) => opts.hashIp(req.ip),
      errorResponseBuilder: (_req, ctx) => Object.assign(new Error("rate limited"), { statusCode: ctx.statusCode }),
    });
  }

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    if (err.statusCode === 429) {
      return sendProblem(
        req,
        reply,
        429,
        "rate-limited",
        "Too many submissions from your address. Please wait and try again, or contact us directly.",
      );
    }
    throw err; // the server-wide handler answers everything else
  });

  app.post(
    "/forms/submissions",
    {
      bodyLimit: MAX_SUBMISSION_BYTES,
      config: opts.rateLimit ? { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.timeWindowMs } } : {},
      onRequest: async (req, reply) => {
        if (!JSON_TYPE.test(req.headers["content-type"] ?? "")) {
          return sendProblem(req, reply, 415, "unsupported-media-type", "Send the submission as application/json.");
        }
        const length = Number(req.headers["content-length"]);
        if (length > MAX_SUBMISSION_BYTES) {
          return sendProblem(
            req,
            reply,
            413,
            "payload-too-large",
            `A submission may be at most ${MAX_SUBMISSION_BYTES} bytes.`,
          );
        }
      },
    },
    async (req, reply) => {
      const envelope = submissionEnvelopeSchema.safeParse(req.body);
      if (!envelope.success) {
        return sendProblem(
          req,
          reply,
          400,
          "invalid-submission",
          "The submission must be an object with formType, data and an ISO timestamp.",
          fieldErrors(envelope.error),
        );
      }
      const { formType, data, timestamp } = envelope.data;

      if (filled(envelope.data[HONEYPOT_FIELD]) || filled(data[HONEYPOT_FIELD])) {
        honeypotTrips++;
        req.log.info({ honeypotTrips }, "submission with the hidden field filled: answered, not kept");
        return reply.code(201).send({ id: ulid() });
      }

      if (!isFormType(formType)) {
        return sendProblem(req, reply, 422, "unknown-form", "This form is not one the site knows.", [
          { field: "formType", pointer: "/formType", code: "UNKNOWN_FORM_TYPE", message: "Unknown form type" },
        ]);
      }
      const parsed = formSchemas[formType].safeParse(data);
      if (!parsed.success) {
        return sendProblem(
          req,
          reply,
          422,
          "invalid-form-data",
          "Some fields need attention.",
          fieldErrors(parsed.error, "/data"),
        );
      }

      const ua = req.headers["user-agent"];
      let id: string;
      try {
        ({ id } = await storeSubmission(
          app.db,
          {
            formType,
            data: parsed.data as Record<string, unknown>,
            submittedAt: new Date(timestamp),
            ipHash: opts.hashIp(req.ip),
            userAgent: typeof ua === "string" ? ua : undefined,
          },
          { leadsTo: app.config.leadsTo, mailFrom: app.config.mailFrom },
        ));
      } catch (err) {
        // Database errors can quote the failing row (the visitor's data): log only their code.
        req.log.error({ dbCode: (err as { code?: unknown }).code }, "submission could not be stored");
        return sendProblem(
          req,
          reply,
          500,
          "internal",
          "Your submission could not be saved. Please try again or contact us directly.",
        );
      }
      opts.onStored();
      return reply.code(201).send({ id });
    },
  );
}
