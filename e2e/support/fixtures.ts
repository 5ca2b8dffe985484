import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { storageStateOf, type RoleName } from "./roles";

// A route handler still fetching when its page closes fails the test that is over ("Response has been disposed"):
// the page's routes are dropped first, their errors ignored (Playwright's unrouteAll).
const dropRoutes = (pages: Page[]) =>
  Promise.all(pages.map((p) => p.unrouteAll({ behavior: "ignoreErrors" }).catch(() => undefined)));

// A page signed in as a role (from the setup project's saved sessions) and an axe check that fails on any
// violation, naming each one.
export const test = base.extend<{ as: (role: RoleName) => Promise<Page> }>({
  page: async ({ page }, provide) => {
    await provide(page);
    await dropRoutes([page]);
  },
  as: async ({ browser }, provide) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await provide(async (role) => {
      const context = await browser.newContext({
        storageState: storageStateOf(role),
        baseURL: process.env.E2E_BASE_URL,
      });
      contexts.push(context);
      return context.newPage();
    });
    for (const c of contexts) {
      await dropRoutes(c.pages());
      await c.close();
    }
  },
});

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Each violation as one line: rule, help and the nodes it found. `bestPractice` adds axe's best-practice rules
// (heading order, landmarks, region) to WCAG 2.2 AA.
// `colourOnly` runs just the rules that read colours: what a theme switch (a class on <html>) can change.
export async function axeViolations(page: Page, { bestPractice = false, colourOnly = false } = {}) {
  // Only violations are read: axe then skips collecting the passes of every rule, which costs much of its time.
  // (options() replaces every option, so it comes before withRules/withTags, which add theirs.)
  // A toast or dialog still fading in is half transparent, and axe would measure its contrast mid-fade (CI saw
  // a toast's link "fail" contrast that way): let the running animations and transitions end (at most 2 s).
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(document.getAnimations().map((a) => a.finished)),
      new Promise((r) => setTimeout(r, 2_000)),
    ]),
  );
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (colourOnly) builder.withRules(["color-contrast", "link-in-text-block"]);
  else builder.withTags(bestPractice ? [...WCAG_AA, "best-practice"] : WCAG_AA);
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

export async function expectNoAxeViolations(page: Page, what: string) {
  expect(await axeViolations(page), `axe violations on ${what}`).toEqual([]);
}

export async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((t) => localStorage.setItem("theme", t), theme);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

export { expect };
