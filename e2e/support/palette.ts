import { expect, type Page } from "@playwright/test";

// Ctrl+K on the page: the palette, with the focus in its search box. The shortcut works once the page is
// hydrated, so it is pressed until the palette shows.
export async function openPalette(page: Page) {
  const palette = page.getByRole("dialog", { name: "Find a record" });
  await expect(async () => {
    await page.keyboard.press("Control+k");
    await expect(palette).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const box = palette.getByRole("combobox", { name: "Search records by name, client or id" });
  await expect(box).toBeFocused();
  return { palette, box };
}
