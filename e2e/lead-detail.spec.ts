import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, setTheme } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { storageStateOf } from "./support/roles";

type CreatedLead = { id: number; name: string };

// A fresh lead for each test (Follow Up, so Current), made through the console API as the page's user.
async function createLead(page: Page, data: Record<string, unknown> = {}): Promise<CreatedLead> {
  const name = `E2E lead ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post("/api/leads", { data: { name, phaseId: 2, ...data } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as CreatedLead;
}

async function openLead(page: Page, lead: CreatedLead) {
  await page.goto(`/leads/${lead.id}`);
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
}

const status = (page: Page, value: string) => page.getByText(`Status: ${value}`, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test("a manager converts a Current lead and follows the link to its project", async ({ as }) => {
  const page = await as("manager");
  const lead = await createLead(page);
  await openLead(page, lead);
  await expect(status(page, "Current")).toBeVisible();

  await button(page, "Convert to project").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("A project is created from this lead");
  await dialog.getByRole("button", { name: "Convert", exact: true }).click();

  await expect(page.getByRole("link", { name: /^Open project \d+$/ })).toBeVisible(); // in the toast
  const link = page.getByRole("link", { name: /^Converted to project \d+$/ });
  await expect(link).toBeVisible();
  await expect(status(page, "Won")).toBeVisible();
  await expect(button(page, "Convert to project")).toHaveCount(0);
  await expect(button(page, "Retire")).toHaveCount(0); // a Won lead cannot be retired

  await link.click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
});

test("a manager retires a lead with the keyboard, told of the client archiving, and reactivates it", async ({
  as,
}) => {
  const page = await as("manager");
  const lead = await createLead(page);
  await openLead(page, lead);

  await tabTo(page, button(page, "Retire"));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "clients that are no longer referenced by another live lead or project are archived too",
  );
  await expect(dialog).toContainText("Reactivating the lead later does not unarchive them");
  await tabTo(page, dialog.getByRole("button", { name: "Retire lead" }));
  await page.keyboard.press("Enter");

  await expect(status(page, "Retired")).toBeVisible();
  await expect(button(page, "Retire")).toHaveCount(0);
  await expect(button(page, "Convert to project")).toHaveCount(0);
  // The Retire button is gone; focus stays with the actions rather than falling to the page.
  await expect(page.getByRole("group", { name: "Lead actions" })).toBeFocused();

  await tabTo(page, button(page, "Reactivate"));
  await page.keyboard.press("Enter"); // outside production, reactivating acts at once
  await expect(status(page, "Current")).toBeVisible();
  await expect(button(page, "Retire")).toBeVisible();
  const res = await page.request.get(`/api/leads/${lead.id}`);
  expect((await res.json()).data.status.value).toBe("Current");
});

test("a refused transition shows the API's message and leaves the page as it was", async ({ as }) => {
  const page = await as("manager");
  const lead = await createLead(page);
  await openLead(page, lead);
  // Converted behind the page's back: the page still offers Convert, and the API refuses it (409).
  expect((await page.request.post(`/api/leads/${lead.id}/convert`)).status()).toBe(200);

  await button(page, "Convert to project").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Convert", exact: true }).click();
  await expect(
    page.getByText(new RegExp(`lead ${lead.id} was already converted to project \\d+`)),
  ).toBeVisible();
  await expect(button(page, "Convert to project")).toBeVisible();
  await expect(status(page, "Current")).toBeVisible();
  await expect(page.getByRole("link", { name: /Converted to project/ })).toHaveCount(0);
});

test("a phase change goes through updatePhase, and a failed one rolls back with a toast", async ({ as }) => {
  const page = await as("manager");
  const lead = await createLead(page);
  await openLead(page, lead);
  const phase = page.getByRole("combobox", { name: "Phase" });
  await expect(phase).toHaveText("Follow Up");

  await phase.click();
  await page.getByRole("option", { name: "Won" }).click();
  await expect(status(page, "Won")).toBeVisible();
  await expect(button(page, "Retire")).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get(`/api/leads/${lead.id}`)).json()).data.phaseId)
    .toBe(6);

  await page.route(`**/api/leads/${lead.id}/phase`, (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: "upstream_unavailable", message: "The Partner API did not answer." } },
    }),
  );
  await phase.click();
  await page.getByRole("option", { name: "Meeting" }).click();
  await expect(page.getByText(/was not moved to Meeting: The Partner API did not answer\./)).toBeVisible();
  await expect(phase).toHaveText("Won");
  await expect(status(page, "Won")).toBeVisible();
});

test("a manager edits a lead's budget, start date and an address, and the page shows them", async ({
  as,
}) => {
  const page = await as("manager");
  const lead = await createLead(page, {
    budget: 1000,
    addresses: [{ address: { name: "Job site", address: "1 Elm St", city: "Reno" } }],
  });
  await openLead(page, lead);

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit lead" })).toBeVisible();
  await expect(page.getByLabel("Budget")).toHaveValue("1000");
  await page.getByLabel("Budget").fill("23,450.50");
  await page.getByLabel("Expected start date").fill("2026-05-01");
  const site = page.getByRole("group", { name: /Address 1/ });
  await expect(site.getByRole("button", { name: /Remove/ })).toHaveCount(0); // saved rows cannot be removed
  await site.getByLabel("Address line 1").fill("2 Elm St");
  await expect(page.getByRole("combobox", { name: /phase/i })).toHaveCount(0); // an edit never moves the phase
  await page.getByRole("button", { name: "Save changes" }).click();

  await expect(page).toHaveURL(new RegExp(`/leads/${lead.id}$`));
  await expect(page.getByText("$23,450.50")).toBeVisible();
  await expect(page.getByText("2 Elm St")).toBeVisible();
  await expect(page.getByText("1 Elm St", { exact: true })).toHaveCount(0);
  await expect(page.locator("time[datetime='2026-05-01']")).toHaveText(/May 1, 2026|1 May 2026/);
  const saved = (await (await page.request.get(`/api/leads/${lead.id}`)).json()).data;
  expect(saved.budget).toBe(23450.5);
  expect(saved.addresses).toHaveLength(1); // updated in place (upsert rule), not added
});

// A calendar date names a day: read as midnight UTC and shown in local time, it would be the day before west of UTC.
test("the expected start date shows the same day in any time zone", async ({ browser }) => {
  for (const timezoneId of ["Pacific/Honolulu", "Pacific/Kiritimati"]) {
    const context = await browser.newContext({
      storageState: storageStateOf("manager"),
      baseURL: process.env.E2E_BASE_URL,
      timezoneId,
      locale: "en-US",
    });
    const page = await context.newPage();
    const lead = await createLead(page, { expectedStartDate: "2026-05-01" });
    await openLead(page, lead);
    await expect(page.locator("time[datetime='2026-05-01']")).toHaveText("May 1, 2026");
    await context.close();
  }
});

test("field errors are shown at the field, from the form and from the API", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/leads/new");
  await page.getByLabel("Source code").fill("abc");
  await page.getByRole("button", { name: "Create lead" }).click();
  await expect(page.getByLabel("Source code")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/leads\/new$/);

  await page.getByLabel("Source code").fill("");
  // The client picker offers a number that is not in the index as an explicit "Use id …".
  const client = page.getByRole("combobox", { name: "Client", exact: true });
  await client.fill("999999");
  await page.getByRole("option", { name: /Use id 999999/ }).click();
  await page.getByRole("button", { name: "Create lead" }).click();
  await expect(client).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/no contact 999999/)).toBeVisible();
  await expect(page).toHaveURL(/\/leads\/new$/);
});

test("a manager creates a lead in a chosen phase", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/leads/new");
  await expect(page.getByRole("heading", { name: "New lead" })).toBeVisible();
  const startingPhase = page.getByRole("combobox", { name: "Starting phase" });
  await expect(startingPhase).toHaveText("Company default");

  const name = `E2E new lead ${Date.now()}`;
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Budget").fill("5000");
  await startingPhase.click();
  await page.getByRole("option", { name: "Estimate" }).click();
  await page.getByRole("button", { name: "Add address" }).click();
  await page
    .getByRole("group", { name: /Address 1/ })
    .getByLabel("Address name")
    .fill("Job site");
  await page.getByRole("button", { name: "Create lead" }).click();

  await expect(page).toHaveURL(/\/leads\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Phase" })).toHaveText("Estimate");
  const id = page.url().split("/").pop();
  expect((await (await page.request.get(`/api/leads/${id}`)).json()).data.phaseId).toBe(4);
});

test("an admin deletes a lead after typing its name and lands on the board", async ({ as }) => {
  const page = await as("admin");
  const lead = await createLead(page);
  await openLead(page, lead);
  await button(page, "Delete").click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill(lead.name);
  await dialog.getByRole("button", { name: "Delete lead" }).click();
  await expect(page).toHaveURL(/\/leads$/);
  expect((await page.request.get(`/api/leads/${lead.id}`)).status()).toBe(404);
});

test("support sees a lead without any action, and the API refuses support a retire", async ({ as }) => {
  const manager = await as("manager");
  const lead = await createLead(manager);
  const page = await as("support");
  await openLead(page, lead);
  await expect(page.getByText("Follow Up", { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Lead actions" })).toHaveCount(0);
  for (const name of ["Convert to project", "Retire", "Reactivate", "Delete"])
    await expect(button(page, name)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Phase" })).toHaveCount(0);
  expect((await page.request.post(`/api/leads/${lead.id}/retire`)).status()).toBe(403);
  await page.goto(`/leads/${lead.id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/leads/${lead.id}\\?refused=edit-lead$`));
  await expect(page.getByRole("status").filter({ hasText: "Support cannot edit leads" })).toBeVisible();
});

test("a malformed or unknown lead id is a not-found page", async ({ as }) => {
  const page = await as("manager");
  for (const id of ["abc", "2147483647"]) {
    await page.goto(`/leads/${id}`);
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing on lead detail pages, the retire dialog and the lead form (${theme})`, async ({
    as,
  }) => {
    const page = await as("manager");
    const lead = await createLead(page, {
      budget: 42000,
      description: "Two-level deck\nwith stairs",
      type: "Deck",
      source: "Website",
      sourceCode: 7,
      expectedStartDate: "2026-04-15",
      addresses: [{ address: { name: "Job site", address: "3 Oak Ave", city: "Boise", state: "ID" } }],
    });
    await openLead(page, lead);
    await setTheme(page, theme);
    await expect(page.getByRole("combobox", { name: "Phase" })).toHaveText("Follow Up");
    await expectNoAxeViolations(page, `lead detail (${theme})`);

    await button(page, "Retire").click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page, `retire dialog (${theme})`);
    await page.keyboard.press("Escape");

    const converted = await createLead(page);
    await page.request.post(`/api/leads/${converted.id}/convert`);
    await openLead(page, converted);
    await expect(page.getByRole("link", { name: /Converted to project/ })).toBeVisible();
    await expectNoAxeViolations(page, `converted lead detail (${theme})`);

    await page.goto(`/leads/${lead.id}/edit`);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(lead.name);
    await expectNoAxeViolations(page, `lead edit form (${theme})`);
  });
}
