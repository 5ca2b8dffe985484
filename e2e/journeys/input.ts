import type { Locator, Page } from "@playwright/test";
import { tabTo } from "./step";

// How a journey is walked: with the pointer (a mouse, or a finger on a phone) or with the keyboard alone, where
// every control is reached with Tab and used with Enter, Space or typing, never clicked.
export type Mode = "mouse" | "touch" | "keyboard";

// Presses a button or follows a link.
export async function activate(page: Page, target: Locator, mode: Mode) {
  if (mode === "keyboard") {
    await tabTo(page, target);
    await page.keyboard.press("Enter");
  } else if (mode === "touch") await target.tap();
  else await target.click();
}

// Ticks a checkbox.
export async function tick(page: Page, target: Locator, mode: Mode) {
  if (mode !== "keyboard") return mode === "touch" ? target.tap() : target.check();
  await tabTo(page, target);
  await page.keyboard.press("Space");
}

// Replaces a text field's value.
export async function typeInto(page: Page, target: Locator, text: string, mode: Mode) {
  if (mode !== "keyboard") return target.fill(text);
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

// Opens a menu button and picks an item: with the keyboard, Enter opens it and the arrows move to the item.
export async function pickFromMenu(page: Page, button: Locator, item: Locator, mode: Mode) {
  await activate(page, button, mode);
  if (mode !== "keyboard") return mode === "touch" ? item.tap() : item.click();
  for (let i = 0; i < 12; i++) {
    if (await item.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
}

// Waits until no CSS animation or transition runs (a toast sliding in, a dialog fading): axe measures colours
// as painted, and a half-faded toast reads as low contrast.
export async function animationsDone(page: Page) {
  // A toast starts its entrance a frame after it mounts (sonner's data-mounted): wait for that first.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")].every(
        (t) => t.getAttribute("data-mounted") === "true",
      ),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}
