import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./support/fixtures";

// Shows a custom field's column through the table's "Custom fields" controls, then filters by a value; both go
// to the URL.
async function showAndFilter(page: Page, field: { id: number; name: string }, value: string) {
  await page.getByRole("button", { name: "Custom fields" }).click();
  await page.getByRole("checkbox", { name: field.name }).click();
  await expect(page.getByRole("checkbox", { name: field.name })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`cf=${field.id}`));
  await expect(page.getByRole("columnheader", { name: field.name })).toBeVisible();
  const filter = page.getByRole("form", { name: "Custom field filter" });
  await filter.getByLabel("Field").selectOption(String(field.id));
  await filter.getByLabel("Value").fill(value);
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`cfv=${field.id}%3A${value}`));
}

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
  await showAndFilter(page, { id: fieldId, name }, `R-${run}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: `Custom column ${run}` })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("cell", { name: `R-${run}` })).toBeVisible();
  await expectNoAxeViolations(page, "the custom field controls");

  // The link alone opens the same table.
  await page.reload();
  await expect(page.getByRole("table").getByRole("cell", { name: `R-${run}` })).toBeVisible();
});

// The same on the leads table (?view=table): a Lead custom field as a column and as a filter by value, kept in
// the URL; "all N matching" then names the filtered set, not every lead of the table.
test("a Lead custom field shows as a column and filters the leads table by value", async ({ as }) => {
  const page = await as("manager");
  const run = Date.now().toString(36);
  const name = `Lead ref ${run}`;
  const def = await page.request.post("/api/custom-fields", {
    data: { name, type: "text", customableType: "Lead" },
  });
  expect(def.ok()).toBe(true);
  const fieldId = (await def.json()).data.id as number;
  const phaseId = ((await (await page.request.get("/api/lead-phases")).json()).data as { id: number }[])[0]!
    .id;
  const leadIds: number[] = [];
  for (const label of ["A", "B", "C"]) {
    const created = await page.request.post("/api/leads", {
      data: { name: `CF lead ${run} ${label}`, phaseId },
    });
    expect(created.ok()).toBe(true);
    const id = (await created.json()).data.id as number;
    leadIds.push(id);
    // Two of the three hold the value the filter asks for.
    const set = await page.request.patch("/api/custom-field-entries", {
      data: {
        entityType: "Lead",
        entityId: id,
        customFieldEntries: [{ customFieldId: fieldId, value: label === "C" ? `Other-${run}` : `L-${run}` }],
      },
    });
    expect(set.ok()).toBe(true);
    // Read once through the console: the record index takes the lead with its value.
    await page.request.get(`/api/leads/${id}`);
  }
  const indexed = `/api/index/leads?cfName=${encodeURIComponent(name)}&cfValue=L-${run}`;
  await expect
    .poll(async () => ((await (await page.request.get(indexed)).json()).data as unknown[]).length)
    .toBe(2);

  await page.goto("/leads?view=table");
  await showAndFilter(page, { id: fieldId, name }, `L-${run}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: `CF lead ${run} A` })).toBeVisible();
  await expect(table.getByRole("link", { name: `CF lead ${run} B` })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("cell", { name: `L-${run}` })).toHaveCount(2);
  await expectNoAxeViolations(page, "the leads table's custom field controls");

  // The link alone opens the same table.
  await page.reload();
  await expect(page.getByRole("table").getByRole("cell", { name: `L-${run}` })).toHaveCount(2);
  await expect(page.getByRole("table").getByRole("link", { name: `CF lead ${run} C` })).toHaveCount(0);

  // "All N matching" carries the filter: a job over it moves the two leads, not the third.
  const to = ((await (await page.request.get("/api/lead-phases")).json()).data as { id: number }[])[1]!.id;
  const started = await page.request.post("/api/bulk-jobs", {
    data: {
      entity: "lead",
      action: "phase",
      value: to,
      selection: { filters: { retired: true, custom: { name, value: `L-${run}` } } },
    },
  });
  expect(started.status()).toBe(202);
  const jobId = (await started.json()).data.id as number;
  await expect
    .poll(async () => (await (await page.request.get(`/api/bulk-jobs/${jobId}`)).json()).data.state, {
      timeout: 30_000,
    })
    .toBe("done");
  const job = (await (await page.request.get(`/api/bulk-jobs/${jobId}`)).json()).data;
  expect(job).toMatchObject({ total: 2, succeeded: 2, failed: 0 });
  const phaseOf = async (id: number) =>
    ((await (await page.request.get(`/api/leads/${id}`)).json()).data as { phaseId: number }).phaseId;
  expect([await phaseOf(leadIds[0]!), await phaseOf(leadIds[1]!), await phaseOf(leadIds[2]!)]).toEqual([
    to,
    to,
    phaseId,
  ]);
});
