import { test, expect, expectNoAxeViolations, setTheme } from "./support/fixtures";

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing on sign-in, the projects list, a detail page and its edit form (${theme})`, async ({
    as,
    page,
  }) => {
    await page.goto("/sign-in");
    await setTheme(page, theme);
    await expectNoAxeViolations(page, `sign-in (${theme})`);

    const manager = await as("manager");
    await manager.goto("/projects");
    await setTheme(manager, theme);
    await expect(manager.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    await expectNoAxeViolations(manager, `projects list (${theme})`);

    await manager.getByRole("table").getByRole("link").first().click();
    await expect(manager.getByRole("link", { name: "Edit" })).toBeVisible();
    await expectNoAxeViolations(manager, `project detail (${theme})`);

    await manager.getByRole("link", { name: "Edit" }).click();
    await expect(manager.getByRole("heading", { name: "Edit project" })).toBeVisible();
    await expect(manager.getByRole("textbox", { name: "Name", exact: true })).not.toHaveValue("");
    await expectNoAxeViolations(manager, `project edit form (${theme})`);
  });
}
