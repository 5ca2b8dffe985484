import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, emailOf, type RoleName } from "./roles";

// Presses Tab until the target has focus: proves it is reachable with the keyboard alone.
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reachable by Tab within ${max} presses`).toBeFocused();
}

// dnd-kit's keyboard sensor starts listening for the arrows, Space and Escape in a timer after the pick-up, and a
// browser runs input before timers: on a busy machine a key pressed right after the pick-up's announcement can
// come first and be lost. A timer of the page's own, queued after the sensor's, has run once the sensor listens.
export async function untilCarryKeysListen(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

// Signs in on the sign-in page with the keyboard alone (the email field has focus when the page opens).
export async function signInWithKeyboard(page: Page, role: RoleName = "manager") {
  await page.goto("/sign-in");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(emailOf(role));
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
}
