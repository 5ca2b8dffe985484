import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./support/fixtures";
import { tabTo } from "./support/keyboard";

// Issue 41: saved views on the projects table. A shared view (a filter and a custom-field column) opens for a
// second person through the switcher and through its link, read-only for them; a private one is not listed for
// them; a default view opens when the table has no query. The saving is done with the keyboard alone.

const menuOf = (page: Page) => page.getByRole("menu");

// Opens the Views menu from the keyboard (Tab to its button, Enter).
async function openViews(page: Page) {
  const button = page.getByRole("button", { name: /^Views/ });
  await expect(button).toBeEnabled();
  await tabTo(page, button, 80);
  await page.keyboard.press("Enter");
  await expect(menuOf(page)).toBeVisible();
  return menuOf(page);
}

// Moves through the open menu with the arrows until the item has focus, then presses Enter.
async function choose(page: Page, name: string | RegExp) {
  const item = menuOf(page).getByRole("menuitem", { name });
  await expect(item).toBeVisible();
  for (let i = 0; i < 30 && !(await item.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("ArrowDown");
  await expect(item).toBeFocused();
  await page.keyboard.press("Enter");
}

test("a shared view with a filter and a custom-field column opens for a second user, read-only", async ({
  as,
}) => {
  test.slow();
  const manager = await as("manager");
  const run = Date.now().toString(36);
  const field = `View ref ${run}`;
  const shared = `Morning ${run}`;
  const secret = `Mine only ${run}`;
  await manager.goto("/projects");
  const def = await manager.request.post("/api/custom-fields", {
    data: { name: field, type: "text", customableType: "Project" },
  });
  expect(def.ok()).toBe(true);
  const fieldId = (await def.json()).data.id as number;
  expect(
    (
      await manager.request.post("/api/saved-views", {
        data: { table: "projects", name: secret, query: "?archived=archived" },
      })
    ).status(),
  ).toBe(201);

  // The table with a filter and the custom field's column, saved as a shared view from the keyboard.
  await manager.goto(`/projects?archived=active&cf=${fieldId}`);
  await expect(manager.getByRole("columnheader", { name: field })).toBeVisible();
  await openViews(manager);
  await choose(manager, "Save view…");
  const dialog = manager.getByRole("dialog", { name: "Save view" });
  const name = dialog.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await manager.keyboard.press("Enter");
  await expect(dialog.getByText("Give the view a name.")).toBeVisible();
  await name.pressSequentially("x".repeat(81));
  await manager.keyboard.press("Enter");
  await expect(dialog.getByText("Keep the name to 80 characters (it has 81).")).toBeVisible();
  await name.fill("");
  await name.pressSequentially(secret);
  await manager.keyboard.press("Enter");
  await expect(dialog.getByText(`You already have a view named “${secret}”.`)).toBeVisible();
  await name.fill("");
  await name.pressSequentially(shared);
  await manager.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: "Share with the team" })).toBeFocused();
  await manager.keyboard.press("Space");
  await expectNoAxeViolations(manager, "the save view dialog");
  await tabTo(manager, dialog.getByRole("button", { name: "Save view" }));
  await manager.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(manager.getByRole("button", { name: `Views: ${shared}` })).toBeVisible();
  const link = manager.url();

  // The second person, through the link: the same table, and the view named as read-only.
  const support = await as("support");
  await support.goto(link);
  await expect(support.getByRole("columnheader", { name: field })).toBeVisible();
  await expect(support.getByRole("combobox", { name: "Archived filter" })).toContainText("Active only");
  const menu = await openViews(support);
  await expect(menu.getByText(`“${shared}” is shared by manager@example.com: read-only`)).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Rename or share…" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Delete view…" })).toHaveCount(0);
  await expect(menu.getByRole("menuitemradio", { name: new RegExp(`^${shared}`) })).toBeVisible();
  await expect(menu.getByRole("menuitemradio", { name: new RegExp(`^${secret}`) })).toHaveCount(0);
  await expectNoAxeViolations(support, "the views menu");
  await support.keyboard.press("Escape");

  // Through the switcher, from a table with other filters (a query of its own: no default applies).
  await support.goto("/projects?archived=archived");
  await openViews(support);
  const item = menuOf(support).getByRole("menuitemradio", { name: new RegExp(`^${shared}`) });
  await expect(item).toBeVisible();
  for (let i = 0; i < 50 && !(await item.evaluate((el) => el === document.activeElement)); i++)
    await support.keyboard.press("ArrowDown");
  await support.keyboard.press("Enter");
  await expect(support).toHaveURL(
    new RegExp(`archived=active.*cf=${fieldId}|cf=${fieldId}.*archived=active`),
  );
  await expect(support.getByRole("columnheader", { name: field })).toBeVisible();

  // Their default: the bare table opens the view.
  const viewId = (
    (await (await support.request.get("/api/saved-views?table=projects")).json()).data as {
      id: number;
      name: string;
    }[]
  ).find((v) => v.name === shared)!.id;
  try {
    await openViews(support);
    await choose(support, "Set as my default");
    await expect(support.getByText(`“${shared}” opens when you open this table.`)).toBeVisible();
    await support.goto("/projects");
    await expect(support).toHaveURL(new RegExp(`cf=${fieldId}`));
    await expect(support.getByRole("button", { name: `Views: ${shared}` })).toBeVisible();
    await expect(support.getByRole("columnheader", { name: field })).toBeVisible();
  } finally {
    await support.request.put(`/api/saved-views/${viewId}/default`, { data: { default: false } });
  }
});
