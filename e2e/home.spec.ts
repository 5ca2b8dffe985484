import { expect, test } from "@playwright/test";

test("the home page links to the sandbox API reference", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Partner Console" })).toBeVisible();
  await expect(page.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/sandbox/docs");
});
