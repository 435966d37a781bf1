import { ACCOUNT_RULES } from "./account";
import {
  annualRevenues,
  budgets,
  demoCompanySizes,
  demoTimelines,
  industries,
  interests,
  preferredContacts,
  salesCompanySizes,
  salesTimelines,
  supportTopics,
  teamTopics,
} from "./options";
import { z } from "./zod";

/** A required free-text field: trimmed, not blank, bounded. */
const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
/** An optional free-text field: trimmed; blank counts as absent. */
const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === "" ? undefined : v));
const email = (message = "Please enter a valid email address") =>
  z.string({ error: message }).trim().max(255, "Email must be at most 255 characters").pipe(z.email(message));
const choice = <V extends string>(values: readonly [V, ...V[]], message: string) => z.enum(values, { error: message });
const optionalChoice = <V extends string>(values: readonly [V, ...V[]]) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(values, { error: "Choose one of the listed options" }).optional(),
  );
export const CONSENT_MESSAGE = "Please provide consent to process your information.";
const consent = z.literal(true, { error: CONSENT_MESSAGE });

export const demoRequestSchema = z.object({
  fullName: required("Full name is required", 100),
  email: email(),
  company: required("Company is required", 100),
  jobTitle: required("Job title is required", 100),
  industry: choice(industries.values, "Please select your industry"),
  // Marked required in the form but, as specified, does not gate submission.
  companySize: optionalChoice(demoCompanySizes.values),
  facilities: optional(50),
  currentChallenges: optional(2000),
  timeline: choice(demoTimelines.values, "Please select a timeline"),
  consent,
});

export const salesInquirySchema = z.object({
  fullName: required("Full name is required", 100),
  email: email(),
  company: required("Company is required", 100),
  jobTitle: required("Job title is required", 100),
  industry: choice(industries.values, "Please select your industry"),
  companySize: choice(salesCompanySizes.values, "Please select your company size"),
  annualRevenue: optionalChoice(annualRevenues.values),
  budget: optionalChoice(budgets.values),
  requirements: optional(4000),
  timeline: choice(salesTimelines.values, "Please select a timeline"),
  phoneNumber: optional(32).refine(
    (v) => v === undefined || /^\+?[0-9 ()-]{6,32}$/.test(v),
    "Please enter a valid phone number",
  ),
  preferredContact: optionalChoice(preferredContacts.values),
  consent,
});

export const contactMessageSchema = z.object({
  name: required("Name is required", 100),
  email: email(),
  company: optional(100),
  message: required("Message is required", 4000),
  interest: optionalChoice(interests.values),
});

export const supportRequestSchema = z.object({
  name: required("Name is required", 100),
  email: email(),
  company: optional(100),
  topic: choice(supportTopics.values, "Please choose a topic"),
  message: required("Please describe what you need help with", 4000),
});

export const careersInterestSchema = z.object({
  name: required("Name is required", 100),
  email: email(),
  profileUrl: optional(300),
  role: optional(100),
  location: optional(100),
  message: required("Message is required", 4000),
  consent,
});

export const pressInquirySchema = z.object({
  name: required("Name is required", 100),
  publication: optional(150),
  email: email(),
  deadline: optional(40),
  topic: optional(200),
  message: required("Please add your questions", 4000),
  consent,
});

export const partnerApplicationSchema = z.object({
  organization: required("Organization is required", 150),
  name: required("Name is required", 100),
  email: email(),
  website: optional(300),
  regions: optional(200),
  practiceFocus: optional(300),
  certifications: optional(300),
  sampleClients: optional(500),
  message: required("Message is required", 4000),
  consent,
});

export const aboutDemoRequestSchema = z.object({
  name: required("Name is required", 100),
  email: email("Please enter a valid work email address"),
  company: required("Company is required", 100),
  facilities: optional(50),
  primaryGoal: optional(300),
  timeline: optionalChoice(demoTimelines.values),
  consent,
});

export const teamCollaborationSchema = z.object({
  name: required("Name is required", 100),
  email: email(),
  companyRole: optional(150),
  topic: choice(teamTopics.values, "Please choose a topic"),
  message: required("Message is required", 4000),
  consent,
});

/** The spec's UI ignores blank input and checks no format; the server stores what was typed, bounded. */
export const newsletterSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(255, "Email must be at most 255 characters"),
});

// Account screens: the spec's messages exactly; the server checks the same schemas (server/accounts/).
const accountEmail = z.string().max(255, "Email must be at most 255 characters").pipe(z.email("Invalid email address"));
const newPassword = z
  .string()
  .min(ACCOUNT_RULES.passwordMin, `Password must be at least ${ACCOUNT_RULES.passwordMin} characters`)
  .max(ACCOUNT_RULES.passwordMax, `Password must be at most ${ACCOUNT_RULES.passwordMax} characters`);
const currentPassword = z
  .string()
  .min(1, "Password is required")
  .max(ACCOUNT_RULES.passwordMax, `Password must be at most ${ACCOUNT_RULES.passwordMax} characters`);
/** A 6-digit authenticator code or a recovery code (letters, digits and dashes); spaces are ignored. */
const authenticatorCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^([0-9]{6}|[A-Za-z0-9-]{10,20})$/, "Enter the 6-digit code or a recovery code"));

export const signUpSchema = z
  .object({
    email: accountEmail,
    firstName: z.string().trim().min(1, "First name is required").max(50, "First name must be at most 50 characters"),
    lastName: z.string().trim().min(1, "Last name is required").max(50, "Last name must be at most 50 characters"),
    company: z
      .string()
      .trim()
      .min(1, "Company name is required")
      .max(100, "Company name must be at most 100 characters"),
    password: newPassword,
    confirmPassword: z.string().max(ACCOUNT_RULES.passwordMax),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export const loginSchema = z.object({
  email: accountEmail,
  password: currentPassword,
  rememberMe: z.boolean().optional(),
  /** Sent once the server asked for it (two-factor accounts); blank counts as absent. */
  code: z.preprocess((v) => (v === "" ? undefined : v), authenticatorCode.optional()),
});

export const forgotPasswordSchema = z.object({
  email: accountEmail,
});

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string().max(ACCOUNT_RULES.passwordMax),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export const verifyEmailSchema = z.object({ token: z.string().min(1).max(200) });

export const totpConfirmSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^[0-9]{6}$/, "Enter the 6-digit code from your authenticator app")),
});

/** POST /auth/console-token: the workspace (a tenant id) to mint the token for; the account's own when left out. */
export const consoleTokenSchema = z.object({ workspace: z.string().min(1).max(64).optional() });

/** The token of an invitation link (`/console#invitation=...`). */
export const invitationTokenSchema = z.object({ token: z.string().min(20).max(100) });

export const deleteAccountSchema = z.object({
  password: currentPassword,
  code: z.preprocess((v) => (v === "" ? undefined : v), authenticatorCode.optional()),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;
export type SalesInquiry = z.infer<typeof salesInquirySchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export type SignUp = z.infer<typeof signUpSchema>;
export type Login = z.infer<typeof loginSchema>;
