import type { Page } from "@playwright/test";

/**
 * Card grids whose last row stops short of the first row's right edge: a hole. Cards are list items with a
 * background or a shadow, at least 150 px wide (tag chips and plain text lists are not cards).
 */
export function gridHoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const holes: string[] = [];
    const isCard = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const painted = style.boxShadow !== "none" || style.backgroundColor !== "rgba(0, 0, 0, 0)";
      return painted && box.width >= 150;
    };
    for (const list of document.querySelectorAll("main ul, main ol")) {
      if (list.parentElement?.closest("li")) continue; // a list inside a card (tags, features)
      const cards = [...list.children].filter((el) => el.getBoundingClientRect().height > 0);
      if (cards.length < 3 || !cards.every(isCard)) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const card of cards) {
        const box = card.getBoundingClientRect();
        rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      }
      const lines = [...rows.values()];
      const first = lines[0] ?? [];
      const last = lines.at(-1) ?? [];
      if (lines.length < 2 || first.length < 2) continue;
      const gap = Math.max(...first.map((b) => b.right)) - Math.max(...last.map((b) => b.right));
      if (gap > 4) {
        const section = list.closest("section")?.getAttribute("aria-labelledby") ?? "";
        const heading = section ? document.getElementById(section)?.textContent : "";
        holes.push(
          `"${heading}": ${cards.length} cards, ${first.length} a row, the last row ${gap.toFixed(0)} px short`,
        );
      }
    }
    return holes;
  });
}
