import type { FastifyInstance } from "fastify";
import { ulid } from "ulid";
import {
  formSchemas,
  HONEYPOT_FIELD,
  isFormType,
  MAX_SUBMISSION_BYTES,
  submissionEnvelopeSchema,
} from "../../contracts/submission";
import { DatabaseUnavailableError } from "../db/unavailable";
import { HttpProblem } from "../http/problem";
import { validate } from "../http/validation";
import type { LeadsSettings } from "./settings";
import { submissionLimit } from "./submission-limit";
import { storeSubmission } from "./submission-store";

export type FormsRoutesOptions = {
  rateLimit: LeadsSettings["rateLimit"];
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

  const limit = opts.rateLimit ? submissionLimit(app.db, opts.rateLimit) : null;

  app.post(
    "/forms/submissions",
    {
      bodyLimit: MAX_SUBMISSION_BYTES,
      onRequest: async (req, reply) => {
        if (!JSON_TYPE.test(req.headers["content-type"] ?? "")) {
          throw new HttpProblem("unsupported-media-type", "Send the submission as application/json.");
        }
        const length = Number(req.headers["content-length"]);
        if (length > MAX_SUBMISSION_BYTES) {
          throw new HttpProblem("payload-too-large", `A submission may be at most ${MAX_SUBMISSION_BYTES} bytes.`);
        }
        // Counted before the body is read: invalid submissions count too, ones refused above do not.
        await limit?.(req.addressKey, reply);
      },
    },
    async (req, reply) => {
      const envelope = validate(submissionEnvelopeSchema, req.body);
      if (!envelope.ok) {
        throw new HttpProblem(
          "validation-failed",
          "The submission must be an object with formType, data and an ISO timestamp.",
          envelope.errors,
        );
      }
      const { formType, data, timestamp } = envelope.data;

      if (filled(envelope.data[HONEYPOT_FIELD]) || filled(data[HONEYPOT_FIELD])) {
        honeypotTrips++;
        req.log.info({ honeypotTrips }, "submission with the hidden field filled: answered, not kept");
        return reply.code(201).send({ id: ulid() });
      }

      if (!isFormType(formType)) {
        throw new HttpProblem("validation-failed", "This form is not one the site knows.", [
          { field: "formType", pointer: "/formType", code: "UNKNOWN_FORM_TYPE", message: "Unknown form type" },
        ]);
      }
      const parsed = validate(formSchemas[formType], data, { pointer: "/data" });
      if (!parsed.ok) throw new HttpProblem("validation-failed", "Some fields need attention.", parsed.errors);

      const ua = req.headers["user-agent"];
      let id: string;
      try {
        ({ id } = await storeSubmission(
          app.db,
          {
            formType,
            data: parsed.data as Record<string, unknown>,
            submittedAt: new Date(timestamp),
            ipHash: req.addressKey,
            userAgent: typeof ua === "string" ? ua : undefined,
          },
          { leadsTo: app.config.leadsTo, mailFrom: app.config.mailFrom },
        ));
      } catch (err) {
        if (err instanceof DatabaseUnavailableError) throw err;
        req.log.error({ err }, "submission could not be stored");
        throw new HttpProblem(
          "internal",
          "Your submission could not be saved. Please try again or contact us directly.",
        );
      }
      opts.onStored();
      return reply.code(201).send({ id });
    },
  );
}
