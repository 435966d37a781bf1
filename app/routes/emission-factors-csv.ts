import { releaseCsvText } from "~/content/resources/emission-factors.server";
import type { Route } from "./+types/emission-factors-csv";

/**
 * A release's factors as CSV (/emission-factors/releases/<release>.csv), prerendered at build time for every
 * release: the catalogue's values as they are, one row per factor.
 */
export function loader({ params }: Route.LoaderArgs) {
  const release = params.file.replace(/\.csv$/, "");
  const csv = params.file.endsWith(".csv") ? releaseCsvText(release) : undefined;
  if (csv === undefined) throw new Response("No such release", { status: 404 });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="carbontracker-emission-factors-${release}.csv"`,
    },
  });
}
