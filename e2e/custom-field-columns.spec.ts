import { test, expect, expectNoAxeViolations } from "./support/fixtures";

// Issue 41: a custom field of projects shows as a column of the projects table and filters it by value, both
// kept in the URL (a reload or a shared link shows the same table).
test("a custom field shows as a column and filters the projects table by value", async ({ as }) => {
  const page = await as("manager");
  const run = Date.now().toString(36);
  const name = `Ref ${run}`;
  const def = await page.request.post("/api/custom-fields", {
    data: { name, type: "text", customableType: "Project" },
  });
  expect(def.ok()).toBe(true);
  const fieldId = (await def.json()).data.id as number;
  const created = await page.request.post("/api/projects", { data: { name: `Custom column ${run}` } });
  const projectId = (await created.json()).data.id as number;
  const set = await page.request.patch("/api/custom-field-entries", {
    data: {
      entityType: "Project",
      entityId: projectId,
      customFieldEntries: [{ customFieldId: fieldId, value: `R-${run}` }],
    },
  });
  expect(set.ok()).toBe(true);
  // Read once through the console: the record index takes the project with its value.
  await page.request.get(`/api/projects/${projectId}`);

  await page.goto("/projects");
  await page.getByRole("button", { name: "Custom fields" }).click();
  await page.getByRole("checkbox", { name }).click();
  await expect(page.getByRole("checkbox", { name })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`cf=${fieldId}`));
  await expect(page.getByRole("columnheader", { name })).toBeVisible();

  const filter = page.getByRole("form", { name: "Custom field filter" });
  await filter.getByLabel("Field").selectOption(String(fieldId));
  await filter.getByLabel("Value").fill(`R-${run}`);
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`cfv=${fieldId}%3AR-${run}`));
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: `Custom column ${run}` })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("cell", { name: `R-${run}` })).toBeVisible();
  await expectNoAxeViolations(page, "the custom field controls");

  // The link alone opens the same table.
  await page.reload();
  await expect(page.getByRole("table").getByRole("cell", { name: `R-${run}` })).toBeVisible();
});
