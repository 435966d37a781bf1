import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { ACCOUNT_RULES } from "../../contracts/account";
import { digestOf } from "./sessions";

/** RFC 6238 with the settings every authenticator app supports: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;

function totpFor(secretBase32: string, label = "") {
  return new TOTP({
    issuer: "CarbonTracker",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), its otpauth:// URI and that URI as a QR code (SVG). */
export async function newEnrolment(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUri = totpFor(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauthUri, qrSvg };
}

/**
 * The time step of a valid code (one step of clock drift either way), or undefined. A step at or before
 * `lastStep` was used already and is refused, so a code cannot be replayed.
 */
export function acceptedStep(secretBase32: string, code: string, lastStep: number | null, now = Date.now()) {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** Recovery codes, shown once: 10 random characters in two groups, from an alphabet without look-alikes. */
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: ACCOUNT_RULES.recoveryCodes }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are compared without case or dashes. */
export const recoveryCodeDigest = (code: string) => digestOf(code.toLowerCase().replace(/-/g, ""));

export const isTotpCode = (code: string) => /^[0-9]{6}$/.test(code);
