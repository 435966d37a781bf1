import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** WCAG 2.2 AA: the rule sets every axe check in the suite uses unless it names its own. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeViolation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations on the page as it is now, run in the page itself. axe is injected once per document, so a
 * second check of the same page (a dialog opened, the page scrolled) costs only the run. @axe-core/playwright ran
 * each check through a fresh page of its own (its frame-merging step), which took about twice as long; the site's
 * pages hold no frames (third-party players load only after consent), and a page that does is refused here rather
 * than half checked.
 */
export async function axeViolations(
  page: Page,
  { tags = WCAG_TAGS, include }: { tags?: string[]; include?: string } = {},
): Promise<AxeViolation[]> {
  const frames = page.frames().filter((f) => f !== page.mainFrame() && f.url() !== "about:blank");
  if (frames.length > 0) throw new Error(`axeViolations checks one document; ${page.url()} has frames`);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      // Only the violations are read: axe then builds selectors for one node of each other result type, not for
      // every node it passed, which is most of the tail of a run on a long page.
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    { tags, include },
  );
}
