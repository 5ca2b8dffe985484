import { expect, type Page, type TestInfo } from "@playwright/test";
import { axeViolations } from "../support/fixtures";

// One screen of a journey: wait until it has settled, keep a screenshot as a test artefact (in the report and in
// test-results/) and fail on any axe violation (WCAG 2.2 AA) found on it. Journeys call this at every screen they
// pass through, with a name saying where the user is ("subscription page after reactivation").
export async function screen(page: Page, testInfo: TestInfo, name: string) {
  // Every page has a level-one heading; after a client-side navigation it is the sign the new page rendered.
  // includeHidden: a modal dialog hides the page behind it from the accessibility tree, not from the eye.
  await expect(page.getByRole("heading", { level: 1, includeHidden: true }).first()).toBeVisible();
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  const shot = await page.screenshot({ fullPage: false });
  await testInfo.attach(`${String(testInfo.attachments.length + 1).padStart(2, "0")} ${name}`, {
    body: shot,
    contentType: "image/png",
  });
  expect(await axeViolations(page), `axe violations on "${name}"`).toEqual([]);
}

// Keyboard-only journeys move focus with Tab until the element named by `target` has it, as a user would; the
// walk is bounded so a focus trap or an unreachable control fails with a clear message instead of hanging.
export async function tabTo(
  page: Page,
  target: ReturnType<Page["getByRole"]>,
  { max = 80, back = false } = {},
) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(
    `could not reach ${target.toString()} with ${back ? "Shift+Tab" : "Tab"} in ${max} presses`,
  );
}
