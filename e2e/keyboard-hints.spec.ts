import { test, expect } from "./support/fixtures";

// Issue 35, item 8: the instructions for moving cards and bars with the keyboard reached only screen readers. A
// sighted keyboard user now sees them while a handle has keyboard focus; they go when focus leaves.

test("a board card's drag handle shows how to move it with the keys while it has keyboard focus", async ({
  as,
}) => {
  const page = await as("manager");
  await page.goto("/leads");
  const hint = page.getByRole("note").filter({ hasText: /^Press Space or Enter to pick the card up/ });
  await expect(hint).toBeHidden();
  const handle = page.getByRole("button", { name: /^Drag / }).first();
  await expect(handle).toBeVisible();
  await handle.focus();
  await expect(hint).toBeVisible();
  // Still what screen readers are told of the handle.
  await expect(handle).toHaveAccessibleDescription(/Press Space or Enter to pick the card up/);
  await page.keyboard.press("Shift+Tab");
  await expect(hint).toBeHidden();
});

test("a timeline bar shows how to move it with the keys while it has keyboard focus", async ({ as }) => {
  const page = await as("manager");
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto("/projects/4/schedule?view=timeline");
  const hint = page.getByRole("note").filter({ hasText: /^On a bar: arrow keys move it by a day/ });
  const bar = page
    .locator("[aria-describedby]")
    .filter({ hasText: "" })
    .and(page.getByRole("button"))
    .first();
  await expect(bar).toBeVisible();
  await expect(hint).toBeHidden();
  await bar.focus();
  await expect(hint).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(hint).toBeHidden();
});
