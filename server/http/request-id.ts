import { ulid } from "ulid";

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Echoes a well-formed incoming X-Request-ID, else makes a ULID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && WELL_FORMED.test(value) ? value : ulid();
}
