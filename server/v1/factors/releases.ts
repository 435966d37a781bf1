import { z } from "zod";
import { LATEST_RELEASE, RELEASES, releaseById } from "../../../carbon";
import { factorReleaseListSchema } from "../../../contracts/api";
import type { Config } from "../../config";
import { type AnyOperation, operation } from "../platform/operation";
import { iso } from "../platform/rows";
import { RELEASE_LIST_EXAMPLE } from "./examples";
import { releaseRows } from "./factors-store";

/**
 * Factor releases on this server: every release of the catalogue up to `config.catalogueThrough` (all by default),
 * taken into the database once each and never changed. `latest` is the newest of them.
 */

export function latestHeld(config: Pick<Config, "catalogueThrough">): string {
  const through = config.catalogueThrough;
  if (through && !releaseById(through)) throw new Error(`CATALOGUE_THROUGH names no release: ${through}`);
  return through ?? LATEST_RELEASE;
}

/** The releases this server holds, in the order they entered the catalogue. */
export function heldReleases(config: Pick<Config, "catalogueThrough">) {
  const latest = latestHeld(config);
  return RELEASES.slice(0, RELEASES.findIndex((r) => r.id === latest) + 1);
}

/** A request's data_version as a held release id; null when it names a release this server does not hold. */
export function resolveDataVersion(config: Pick<Config, "catalogueThrough">, requested: string): string | null {
  if (requested === "latest") return latestHeld(config);
  return heldReleases(config).some((r) => r.id === requested) ? requested : null;
}

/** The data_version parameter: a release id or latest. */
export const dataVersionSchema = z
  .enum(["latest", ...RELEASES.map((r) => r.id)])
  .default("latest")
  .meta({
    description:
      "The factor release to calculate with: that release and those before it (GET /emission-factors/releases), or latest",
  });

export const releaseOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/emission-factors/releases",
    operationId: "listFactorReleases",
    summary: "List the factor releases",
    description:
      "Every release the catalogue holds, in the order they entered it: source, edition, publication date, rows, and what changed against the previous edition of the same series (rows added, removed, with a new value, and the largest changes). A release never changes once loaded; a calculation's data_version names one. DESNZ data: Contains public sector information licensed under the Open Government Licence v3.0. US EPA data: a work of the US Government (public domain).",
    tag: "Emission Factors",
    access: { kind: "bearer", scope: null },
    responses: {
      200: { description: "The releases", schema: factorReleaseListSchema, example: RELEASE_LIST_EXAMPLE },
    },
    handler: async ({ ctx }) => {
      const held = heldReleases(ctx.config).map((r) => r.id);
      const rows = await releaseRows(ctx.db, held);
      const data = rows.map((r) => ({ ...r.resource, loaded_at: iso(r.loaded_at) }));
      return { status: 200, body: { data, summary: { count: data.length, latest: latestHeld(ctx.config) } } };
    },
  }),
];
