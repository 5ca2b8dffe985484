import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./support/fixtures";

// Definitions cannot be deleted, so every run makes its own names.
const run = Date.now();
const externalId = `External ID ${run}`;
const sourceField = `Source ${run}`;
const erp = `ERP-4711-${run}`;
const PALETTE = "Find a record by name, id or custom field value";

// The session cookie is only sent to the API once the context has loaded a page of the console.
async function firstId(page: Page, resource: "projects" | "leads") {
  await page.goto(`/${resource}`);
  const res = await page.request.get(`/api/${resource}?limit=1`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

// A value in the panel's read-only list: the <dd> after the field's <dt>.
const valueOf = (page: Page, field: string) =>
  page
    .getByRole("region", { name: "Custom fields" })
    .locator("dt", { hasText: new RegExp(`^${field}$`) })
    .locator("+ dd");

async function pick(page: Page, combobox: ReturnType<Page["getByRole"]>, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe.serial("custom fields", () => {
  let projectId = 0;

  test("a manager creates a text field on Project and a single_select on Lead with three options", async ({
    as,
  }) => {
    const page = await as("manager");
    await page.goto("/custom-fields");
    await expect(page.getByRole("heading", { level: 1, name: "Custom fields" })).toBeVisible();
    await expect(page.getByText(/offers no way to edit or delete/)).toBeVisible();
    await expectNoAxeViolations(page, "/custom-fields");

    await page.getByRole("button", { name: "New custom field" }).click();
    let dialog = page.getByRole("dialog", { name: "New custom field" });
    await expect(dialog.getByText("A length of time in ISO 8601")).toBeVisible();
    await expectNoAxeViolations(page, "the create dialog");
    await dialog.getByRole("textbox", { name: "Name" }).fill(externalId);
    await pick(page, dialog.getByRole("combobox", { name: "Entity type" }), "Project");
    await dialog.getByRole("radio", { name: /^Text/ }).check();
    await dialog.getByRole("textbox", { name: "Description" }).fill("Order number in our ERP");
    await dialog.getByRole("button", { name: "Create field" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "New custom field" }).click();
    dialog = page.getByRole("dialog", { name: "New custom field" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(sourceField);
    await pick(page, dialog.getByRole("combobox", { name: "Entity type" }), "Lead");
    await dialog.getByRole("radio", { name: /^Single select/ }).check();
    for (const option of ["Referral", "Web", "Web"]) {
      await dialog.getByRole("button", { name: "Add option" }).click();
      await dialog
        .getByRole("textbox", { name: /^Option \d+$/ })
        .last()
        .fill(option);
    }
    await dialog.getByRole("button", { name: "Create field" }).click();
    await expect(dialog.getByText('"Web" is already an option.')).toBeVisible(); // no duplicates
    await dialog.getByRole("textbox", { name: "Option 3" }).fill("");
    await dialog.getByRole("button", { name: "Create field" }).click();
    await expect(dialog.getByText("An option may not be blank.")).toBeVisible(); // no blanks
    await dialog.getByRole("textbox", { name: "Option 3" }).fill("Trade fair");
    await dialog.getByRole("button", { name: "Move option 2 up" }).click();
    await expect(dialog.getByRole("textbox", { name: "Option 1" })).toHaveValue("Web");
    await dialog.getByRole("button", { name: "Add option" }).click();
    await dialog.getByRole("button", { name: "Remove option 4" }).click();
    await dialog.getByRole("button", { name: "Create field" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("searchbox", { name: "Search by name" }).fill(`${run}`);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${run}`));
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: externalId })).toContainText("Text");
    await expect(rows.filter({ hasText: externalId })).toContainText("Project");
    const source = rows.filter({ hasText: sourceField });
    await expect(source).toContainText("Lead");
    await expect(source.getByRole("listitem")).toHaveText(["Web", "Referral", "Trade fair"]);

    await pick(page, page.getByRole("combobox", { name: "Entity type filter" }), "Lead");
    await expect(page).toHaveURL(/type=Lead/);
    await expect(rows.filter({ hasText: externalId })).toHaveCount(0);
    await expect(rows.filter({ hasText: sourceField })).toHaveCount(1);
  });

  test("a manager sets External ID on a project and finds it from the palette", async ({ as }) => {
    const page = await as("manager");
    projectId = await firstId(page, "projects");
    await page.goto(`/projects/${projectId}`);
    const panel = page.getByRole("region", { name: "Custom fields" });
    await panel.getByRole("button", { name: "Edit custom fields" }).click();
    await panel.getByRole("textbox", { name: externalId }).fill(erp);
    await expectNoAxeViolations(page, "a project's custom fields panel (editing)");
    await panel.getByRole("button", { name: "Save custom fields" }).click();
    await expect(valueOf(page, externalId)).toHaveText(erp);
    await page.reload();
    await expect(valueOf(page, externalId)).toHaveText(erp);
    await expectNoAxeViolations(page, "a project's custom fields panel");

    await page.goto("/custom-fields");
    let palette = page.getByRole("dialog", { name: PALETTE });
    // The shortcut works once the page is hydrated (its listener is the page's JavaScript); pressing it again
    // while the palette loads keeps it open, so press until it shows.
    await expect(async () => {
      await page.keyboard.press("Control+k");
      await expect(palette).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await pick(page, palette.getByRole("combobox", { name: "Field" }), externalId);
    await palette.getByRole("textbox", { name: "Value" }).fill(erp);
    await palette.getByRole("button", { name: "Find record" }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
    await expect(valueOf(page, externalId)).toHaveText(erp);

    await page.getByRole("button", { name: PALETTE }).click(); // the header's search box
    palette = page.getByRole("dialog", { name: PALETTE });
    await pick(page, palette.getByRole("combobox", { name: "Field" }), externalId);
    await palette.getByRole("textbox", { name: "Value" }).fill(`UNUSED-${run}`);
    await palette.getByRole("button", { name: "Find record" }).click();
    await expect(palette.getByText("No record holds this value.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  });

  test("a single_select value outside its options cannot be saved", async ({ as }) => {
    const page = await as("manager");
    const leadId = await firstId(page, "leads");
    await page.goto(`/leads/${leadId}`);
    const panel = page.getByRole("region", { name: "Custom fields" });
    await panel.getByRole("button", { name: "Edit custom fields" }).click();
    await panel.getByRole("combobox", { name: sourceField }).click();
    await expect(page.getByRole("option")).toHaveText(["Not set", "Web", "Referral", "Trade fair"]);
    await page.getByRole("option", { name: "Referral" }).click();
    await panel.getByRole("button", { name: "Save custom fields" }).click();
    await expect(valueOf(page, sourceField)).toHaveText("Referral");

    // The control offers only the options; sent directly, the API refuses any other value, at the field.
    const defs = await (await page.request.get("/api/custom-fields/all?entityType=Lead")).json();
    const field = (defs as { data: { id: number; name: string }[] }).data.find(
      (d) => d.name === sourceField,
    )!;
    const res = await page.request.patch("/api/custom-field-entries", {
      data: {
        entityType: "Lead",
        entityId: leadId,
        customFieldEntries: [{ customFieldId: field.id, value: "Radio" }],
      },
    });
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { error: { details: { path: string; message: string }[] } };
    expect(body.error.details[0]).toMatchObject({ path: "customFieldEntries.0.value" });
    expect(body.error.details[0]!.message).toMatch(/not an option/);
    await page.reload();
    await expect(valueOf(page, sourceField)).toHaveText("Referral");
  });

  test("the lookup of a single_select offers its options and says it returns one record, case-sensitively", async ({
    as,
  }) => {
    const page = await as("manager");
    const leadId = await firstId(page, "leads"); // its Source is Referral (the test above)
    await page.getByRole("button", { name: PALETTE }).click();
    const palette = page.getByRole("dialog", { name: PALETTE });
    await pick(page, palette.getByRole("combobox", { name: "Record type" }), "Lead");
    await pick(page, palette.getByRole("combobox", { name: "Field" }), sourceField);
    const value = palette.getByRole("combobox", { name: "Value" });
    await expect(value).toHaveAccessibleDescription(
      /case-sensitive.*one record per lookup, even when several.*to see them all, type the value into Find a record/,
    );
    await value.click();
    await expect(page.getByRole("option")).toHaveText(["Web", "Referral", "Trade fair"]);
    await page.getByRole("option", { name: "Referral" }).click();
    await palette.getByRole("button", { name: "Find record" }).click();
    await expect(page).toHaveURL(new RegExp(`/leads/${leadId}$`));
  });

  test("support sees definitions and values but cannot edit", async ({ as }) => {
    const page = await as("support");
    await page.goto(`/custom-fields?q=${run}`);
    await expect(page.getByRole("row").filter({ hasText: externalId })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "New custom field" })).toHaveCount(0);

    await page.goto(`/projects/${projectId}`);
    const panel = page.getByRole("region", { name: "Custom fields" });
    await expect(valueOf(page, externalId)).toHaveText(erp);
    await expect(panel.getByRole("button", { name: "Edit custom fields" })).toHaveCount(0);

    const create = await page.request.post("/api/custom-fields", {
      data: { name: `Nope ${run}`, type: "text", customableType: "Project" },
    });
    expect(create.status()).toBe(403);
    const set = await page.request.patch("/api/custom-field-entries", {
      data: {
        entityType: "Project",
        entityId: projectId,
        customFieldEntries: [{ customFieldId: 1, value: "x" }],
      },
    });
    expect(set.status()).toBe(403);
  });

  test("every custom field mutation lands in the audit log", async ({ as }) => {
    const page = await as("admin");
    await page.goto("/audit?operation=customField.create");
    await expect(page.getByText(`Project custom field "${externalId}"`)).toBeVisible();
    await expect(page.getByText(`Lead custom field "${sourceField}"`)).toBeVisible();
    await page.goto("/audit?operation=customFieldEntries.set");
    await expect(page.getByText(/^project \d+ \(1 value\)$/).first()).toBeVisible();
    await expect(page.getByText(/^lead \d+ \(1 value\)$/).first()).toBeVisible();
  });
});
