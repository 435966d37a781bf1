import {
  aboutDemoRequestSchema,
  careersInterestSchema,
  contactMessageSchema,
  demoRequestSchema,
  newsletterSchema,
  partnerApplicationSchema,
  pressInquirySchema,
  salesInquirySchema,
  supportRequestSchema,
  teamCollaborationSchema,
} from "./forms";
import { HONEYPOT_FIELD } from "./honeypot";
import { z } from "./zod";

/** Every form that reaches the company, by the formType sent with it (the spec's labels). */
export const formSchemas = {
  "Demo Request": demoRequestSchema,
  "Sales Inquiry": salesInquirySchema,
  "Contact Form": contactMessageSchema,
  "Support Request": supportRequestSchema,
  "Careers Interest": careersInterestSchema,
  "Press Inquiry": pressInquirySchema,
  "Partner Application": partnerApplicationSchema,
  "About Demo Request": aboutDemoRequestSchema,
  "Team Collaboration": teamCollaborationSchema,
  Newsletter: newsletterSchema,
} as const;

export type FormType = keyof typeof formSchemas;
export type FormData<T extends FormType> = z.infer<(typeof formSchemas)[T]>;
export const formTypes = Object.keys(formSchemas) as FormType[];

export function isFormType(value: unknown): value is FormType {
  return typeof value === "string" && Object.hasOwn(formSchemas, value);
}

export { HONEYPOT_FIELD } from "./honeypot";

/** What the browser posts to /forms/submissions. */
export const submissionEnvelopeSchema = z.object({
  formType: z.string(),
  data: z.record(z.string(), z.unknown()),
  timestamp: z.iso.datetime({ offset: true }),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type SubmissionEnvelope = z.infer<typeof submissionEnvelopeSchema>;

/** The largest submission body the server accepts, in bytes. */
export const MAX_SUBMISSION_BYTES = 32 * 1024;
