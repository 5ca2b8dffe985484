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

// Issue 35, item 8: a move's toast (with its Undo) no longer covers the timeline's rows.
test("the toast after moving a bar does not cover the timeline", async ({ as }) => {
  const page = await as("manager");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/projects/5/schedule?view=timeline");
  const timeline = page.getByRole("region", { name: "Timeline" });
  const bar = timeline.locator("[aria-describedby]").and(page.getByRole("button")).first();
  await expect(bar).toBeVisible();
  await bar.focus();
  await page.keyboard.press("ArrowRight");
  const toast = page.getByRole("listitem").filter({ hasText: / moved to / });
  await expect(toast).toBeVisible();
  const t = (await toast.boundingBox())!;
  const r = (await timeline.boundingBox())!;
  const overlaps = t.x < r.x + r.width && r.x < t.x + t.width && t.y < r.y + r.height && r.y < t.y + t.height;
  expect(overlaps, `toast ${JSON.stringify(t)} over the timeline ${JSON.stringify(r)}`).toBe(false);
  // Put the seed back.
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: / is back to / })).toBeVisible();
});

// Issue 35, item 8: moved past its phase's items, an item stretches the phase's bar, and the notice says just that
// (it said the item "falls outside its phase" while the bar grew over it).
test("moving an item past its phase says the phase stretched, as its bar shows", async ({ as }) => {
  const page = await as("manager");
  await page.setViewportSize({ width: 1600, height: 1000 });
  type M = {
    id: string;
    name: string;
    milestoneType: string;
    parentMilestoneId: string | null;
    dueDate: number;
  };
  const list = (await (await page.request.get("/api/projects/6/milestones")).json()).data as M[];
  const phase = list.find((m) => m.milestoneType === "PHASE")!;
  const end = Math.max(...list.filter((m) => m.parentMilestoneId === phase.id).map((m) => m.dueDate));
  const name = `Stretching item ${Date.now()}`;
  const res = await page.request.post("/api/projects/6/milestones", {
    data: {
      name,
      milestoneType: "ITEM",
      parentMilestoneId: phase.id,
      wholeDay: true,
      startDate: end - 86_400_000,
      dueDate: end,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto("/projects/6/schedule?view=timeline");
  const bar = page.getByRole("button", { name: new RegExp(`^${name}, item`) });
  await bar.focus();
  await page.keyboard.press("Shift+ArrowRight");
  const notice = page.getByRole("note").filter({ hasText: "Check the order" });
  await expect(notice).toContainText(`It stretches its phase, ${phase.name}, from`);
  await expect(notice).not.toContainText("outside");
});
