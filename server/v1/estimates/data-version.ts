import { CATALOGUE_RELEASE } from "../../../carbon";

export const LATEST = "latest";

/**
 * The catalogue release a `data_version` names: `latest`, or a release id the catalogue holds. The catalogue holds
 * one release today (`CATALOGUE_RELEASE`); this is the one place that knows which releases exist.
 */
export function resolveDataVersion(
  requested: string,
): { ok: true; release: string } | { ok: false; message: string; known: string[] } {
  const known = [CATALOGUE_RELEASE];
  if (requested === LATEST) return { ok: true, release: CATALOGUE_RELEASE };
  if (known.includes(requested)) return { ok: true, release: requested };
  return {
    ok: false,
    message: `No catalogue release ${requested}; use ${LATEST} or one of ${known.join(", ")}`,
    known,
  };
}
