import { test, expect } from "./support/fixtures";
import { holdResponses } from "./support/hold";
import { signInWithKeyboard, tabTo } from "./support/keyboard";

test("sign in, filter, page, create, edit and archive with the keyboard alone", async ({ page }) => {
  await signInWithKeyboard(page);

  // Status filter: open the menu, tick the first status, close.
  const statusButton = page.getByRole("button", { name: /Status filter/ });
  await tabTo(page, statusButton);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemcheckbox").first()).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/status=\d+/);

  await tabTo(page, page.getByRole("button", { name: "Next page" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2/);

  await tabTo(page, page.getByRole("link", { name: "New project" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "New project" })).toBeVisible();
  const name = `Keyboard ${Date.now()}`;
  await tabTo(page, page.getByRole("textbox", { name: "Name", exact: true }));
  await page.keyboard.type(name);
  await tabTo(page, page.getByRole("button", { name: "Add address" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByLabel("Address name"));
  await page.keyboard.type("Job site");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1 Keyboard Way");
  await tabTo(page, page.getByRole("button", { name: "Create project" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await tabTo(page, page.getByRole("link", { name: "Edit" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Edit project" })).toBeVisible();
  await tabTo(page, page.getByLabel("Address line 1"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("2 Keyboard Way");
  await tabTo(page, page.getByRole("button", { name: "Save changes" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("2 Keyboard Way")).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "Archive", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Unarchive" })).toBeVisible();
});

test("an admin deletes a project with the keyboard alone", async ({ as }) => {
  const page = await as("admin");
  const created = await page.request.post("/api/projects", {
    data: { name: `Keyboard delete ${Date.now()}` },
  });
  const project = (await created.json()).data as { id: number; name: string };
  await page.goto(`/projects/${project.id}`);
  await tabTo(page, page.getByRole("button", { name: "Delete" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await tabTo(page, dialog.getByRole("textbox"));
  await page.keyboard.type(project.name);
  await tabTo(page, dialog.getByRole("button", { name: "Delete project" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/projects$/);
  expect((await page.request.get(`/api/projects/${project.id}`)).status()).toBe(404);
});

// A fresh session of its own: signing out revokes it, and the saved role sessions must stay usable.
test("sign out with the keyboard alone", async ({ page }) => {
  await signInWithKeyboard(page, "support");
  await tabTo(page, page.getByRole("button", { name: /Account/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  // The last item of the menu (after My account and Notifications).
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a menu opened from the keyboard before its items have loaded puts focus on the first item when it comes", async ({
  as,
}) => {
  const page = await as("manager");
  // The statuses answer only once the menu is open (a slow API): it opens with its label alone.
  const statuses = await holdResponses(page, "**/api/project-statuses*");
  await page.goto("/projects");
  const statusButton = page.getByRole("button", { name: /Status filter/ });
  await tabTo(page, statusButton);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitemcheckbox")).toHaveCount(0);
  statuses.release();
  await expect(page.getByRole("menuitemcheckbox").first()).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/status=\d+/);
});
