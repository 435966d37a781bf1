import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, withCookieChoice } from "./chrome-fixtures";

// Every sitemap page at 390 px, with and without the cookie banner, has its focusable elements checked against the
// floating buttons and the banner (covered-controls.ts) in the walks of a11y.spec.ts, which open each page once.

/**
 * Scrolls the page from top to bottom a little at a time and reports each place where a floating button that shows
 * lies over text, a picture or a chart of the page, or over a card (a box narrower than the page with a background,
 * border or shadow of its own).
 */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const floating = document.querySelector("[data-floating-buttons]");
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const texts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (n.textContent?.trim() && parent && !floating?.contains(parent) && parent.checkVisibility())
        texts.push(n as Text);
    }
    const pictures = [...document.querySelectorAll("img, svg, canvas, video")].filter(
      (el) => !floating?.contains(el) && el.checkVisibility(),
    );
    const transparent = (color: string) => color === "transparent" || /[,/]\s*0\)$/.test(color);
    const cards = [...document.body.querySelectorAll("*")].filter((el) => {
      if (floating?.contains(el) || el.contains(floating) || !el.checkVisibility()) return false;
      if (el.getBoundingClientRect().width >= document.documentElement.clientWidth - 1) return false;
      const style = getComputedStyle(el);
      return (
        !transparent(style.backgroundColor) ||
        style.boxShadow !== "none" ||
        ["top", "right", "bottom", "left"].some(
          (side) =>
            Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
            !transparent(style.getPropertyValue(`border-${side}-color`)),
        )
      );
    });
    const found = new Set<string>();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + 150)) {
      window.scrollTo({ top: y, behavior: "instant" });
      await nextFrame();
      await nextFrame();
      const buttons = [...(floating?.querySelectorAll("a, button") ?? [])]
        .filter((b) => b.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((b) => b.getBoundingClientRect());
      for (const box of buttons) {
        for (const node of texts) {
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some((line) => overlap(line, box)))
            found.add(`text "${node.textContent?.trim().slice(0, 40)}" at scroll ${y}`);
        }
        for (const el of pictures)
          if (overlap(el.getBoundingClientRect(), box)) found.add(`${el.tagName.toLowerCase()} at scroll ${y}`);
        for (const el of cards)
          if (overlap(el.getBoundingClientRect(), box))
            found.add(`card ${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")} at scroll ${y}`);
      }
      if (y >= end) break;
    }
    return [...found];
  });
}

test("from md, no floating button that shows lies over text, a picture, a chart or a card, top to bottom", async ({
  page,
}) => {
  await withCookieChoice(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  const paths = [
    "/",
    "/products",
    "/products/eco-start",
    "/partners",
    "/press",
    "/services",
    "/services/emission-monitoring",
    "/reporting-dashboard",
    "/resources/knowledge-base/macc",
  ];
  test.setTimeout(30_000 * paths.length);
  const failures: Record<string, string[]> = {};
  let shownSomewhere = 0;
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    const covered = await coveredContent(page);
    if (covered.length) failures[path] = covered;
    // They are not simply hidden for good: at the foot of the page, in the footer's reserved room, they show.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    if (await page.getByRole("link", { name: /Email us at/ }).isVisible()) shownSomewhere++;
  }
  expect(failures).toEqual({});
  expect(shownSomewhere).toBe(paths.length);
});

test("on a phone the buttons sit in an opaque bar across the bottom, always there, and the page ends above it", async ({
  page,
}) => {
  await withCookieChoice(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/partners", "/login", "/resources/knowledge-base/macc"]) {
    await page.goto(path);
    await waitForHydration(page);
    const email = page.getByRole("link", { name: /Email us at/ });
    for (const where of ["top", "middle", "bottom"] as const) {
      await page.evaluate((at) => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo({ top: at === "top" ? 0 : at === "middle" ? end / 2 : end, behavior: "instant" });
      }, where);
      await expect(email, `${path} ${where}`).toBeVisible();
      await expect(page.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
    }
    const bar = await page.getByRole("complementary", { name: "Quick contact" }).evaluate((aside) => {
      const box = aside.getBoundingClientRect();
      const copyright = [...document.querySelectorAll("footer p")].find((p) => p.textContent?.includes("©"));
      return {
        left: box.left,
        right: box.right,
        bottom: Math.round(box.bottom),
        background: getComputedStyle(aside).backgroundColor,
        pageEnd: Math.round(copyright?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY),
        top: Math.round(box.top),
      };
    });
    expect(bar, path).toMatchObject({ left: 0, right: 390, bottom: 844, background: "rgb(255, 255, 255)" });
    expect(bar.pageEnd, `${path}: the copyright line ends above the bar`).toBeLessThanOrEqual(bar.top);
  }
});
