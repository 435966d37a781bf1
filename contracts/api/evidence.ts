import { z } from "../zod";
import { AUDIT_ACTOR_TYPES } from "./audit";
import { localTimestamp, timestamp } from "./tenancy";

/**
 * Evidence: files attached to a record, an upload or a financial year (a period), kept with their SHA-256 so an
 * assurer can tell they are the files the figures were prepared from. The type is detected from the content, never
 * from the name; the bytes are downloaded as an attachment, never shown inline.
 */

/** What a file may be attached to: a period (a financial year such as 2025-26), a record, or an upload. */
export const EVIDENCE_TARGET_TYPES = [
  "period",
  "activity_record",
  "production_record",
  "water_record",
  "waste_record",
  "activity_upload",
  "brsr_input_upload",
] as const;
export type EvidenceTargetType = (typeof EVIDENCE_TARGET_TYPES)[number];

/** The media types evidence may have, each with the name people know it by. */
export const EVIDENCE_MEDIA_TYPES = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "text/csv": "CSV",
} as const;
export type EvidenceMediaType = keyof typeof EVIDENCE_MEDIA_TYPES;

/** The extension a file of each type is saved with (its own name's is not trusted). */
export const EVIDENCE_EXTENSIONS: Record<EvidenceMediaType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "text/csv": "csv",
};

/** The largest evidence file, in bytes: 10 MB (10 × 1024 × 1024). */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

export const evidenceTargetQuery = {
  attached_to_type: z
    .enum(EVIDENCE_TARGET_TYPES)
    .meta({ description: "What the file belongs to: a period (financial year), a record or an upload" }),
  attached_to_id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .meta({ description: "Its id: a financial year such as 2025-26 for a period, else the record's or upload's id" }),
  file_name: z
    .string()
    .trim()
    .min(1, "Give the file's name")
    .max(255)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "A file name holds no control characters")
    .meta({
      description:
        "The file's name as the person knows it (shown and offered on download; its extension is not trusted)",
    }),
};

export const evidenceSchema = z
  .object({
    id: z.string().meta({ description: "ULID" }),
    attached_to: z.object({ type: z.enum(EVIDENCE_TARGET_TYPES), id: z.string() }),
    file_name: z.string(),
    media_type: z
      .enum(Object.keys(EVIDENCE_MEDIA_TYPES) as [EvidenceMediaType, ...EvidenceMediaType[]])
      .meta({ description: "Detected from the file's content, not from its name or the request's Content-Type" }),
    byte_size: z.number().int(),
    sha256: z.string().meta({ description: "SHA-256 of the file's bytes, hex" }),
    uploaded_by: z
      .object({ actor_type: z.enum(AUDIT_ACTOR_TYPES), actor_id: z.string() })
      .meta({ description: "client: an API client's id; account: a person, through the console" }),
    created_at: timestamp,
    created_at_local: localTimestamp,
  })
  .meta({ id: "Evidence" });
