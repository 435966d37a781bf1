import { unzipSync } from "fflate";
import { EVIDENCE_MEDIA_TYPES, type EvidenceMediaType } from "../../../contracts/api";

/**
 * An evidence file's type, told from its bytes alone (the name and the request's Content-Type are not trusted):
 * PDF by `%PDF-`, PNG by its 8-byte signature, JPEG by FF D8 FF, XLSX as a ZIP whose entries include
 * `[Content_Types].xml` and a part under `xl/`, CSV as UTF-8 text with no NUL byte that does not begin like HTML, SVG
 * or XML (a page a browser would run). Anything else is null.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);

/** The names of a ZIP's entries, read from its central directory without inflating any; null when it is no ZIP. */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

function isXlsx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = zipEntryNames(bytes);
  return !!names && names.includes("[Content_Types].xml") && names.some((n) => n.startsWith("xl/"));
}

/** Markup a browser would render or run, even when served as text: refused as CSV. */
const MARKUP = /^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|a\b|div|img|meta|style|!--)/i;

function isCsv(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "" || MARKUP.test(body)) return false;
  // Text of a spreadsheet: printable characters, tabs and line breaks only (no other control characters).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
  return !/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(body);
}

export function detectEvidenceType(bytes: Uint8Array): EvidenceMediaType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (isXlsx(bytes)) return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  if (isCsv(bytes)) return "text/csv";
  return null;
}

/** "PDF, PNG, JPEG, XLSX or CSV" */
export const ACCEPTED_TYPES_TEXT = (() => {
  const names = Object.values(EVIDENCE_MEDIA_TYPES);
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
})();
