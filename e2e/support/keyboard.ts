import { expect, type Locator, type Page } from "@playwright/test";

// Presses Tab until the target has focus: proves it is reachable with the keyboard alone.
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reachable by Tab within ${max} presses`).toBeFocused();
}
