import { test, expect } from "./support/fixtures";
import { holdChunks } from "./support/hold";

test("a manager creates a project with two addresses, edits one address and archives it", async ({ as }) => {
  const page = await as("manager");
  const name = `E2E Deck ${Date.now()}`;
  await page.goto("/projects");
  await page.getByRole("link", { name: "New project" }).click();
  await expect(page.getByRole("heading", { name: "New project" })).toBeVisible();

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Budget").fill("12500");
  await page.getByRole("button", { name: "Add address" }).click();
  const first = page.getByRole("group", { name: /Address 1/ });
  await first.getByLabel("Address name").fill("Job site");
  await first.getByLabel("Address line 1").fill("12 Cedar Ln");
  await first.getByLabel("City").fill("Boise");
  await page.getByRole("button", { name: "Add address" }).click();
  const second = page.getByRole("group", { name: /Address 2/ });
  await second.getByLabel("Address name").fill("Billing");
  await second.getByLabel("Address line 1").fill("PO Box 7");
  await second.getByLabel("City").fill("Denver");
  await page.getByRole("button", { name: "Create project" }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const projectUrl = page.url();
  await expect(page.getByText("12 Cedar Ln")).toBeVisible();
  await expect(page.getByText("PO Box 7")).toBeVisible();

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit project" })).toBeVisible();
  const billing = page.getByRole("group", { name: /Address 2/ });
  await expect(billing.getByLabel("Address name")).toHaveValue("Billing");
  await expect(billing.getByRole("button", { name: /Remove/ })).toHaveCount(0); // saved rows cannot be removed
  await billing.getByLabel("Address line 1").fill("PO Box 99");
  await page.getByRole("button", { name: "Save changes" }).click();

  await expect(page).toHaveURL(projectUrl);
  await expect(page.getByText("PO Box 99")).toBeVisible();
  await expect(page.getByText("PO Box 7", { exact: true })).toHaveCount(0);
  await expect(page.getByText("12 Cedar Ln")).toBeVisible(); // the other address kept, not duplicated
  await expect(page.getByText("Billing", { exact: true })).toHaveCount(1);

  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText("Archived", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Unarchive" })).toBeVisible();
  const res = await page.request.get(`/api/projects/${projectUrl.split("/").pop()}`);
  expect((await res.json()).data.archived).toBe(true);
});

test("field errors are shown at the field and nothing is saved", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/projects/new");
  await page.getByLabel("Budget").fill("-5");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByLabel("Budget")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/projects\/new$/);

  // A contact that does not exist is refused by the API and shown at its field.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Bad contact");
  await page.getByLabel("Budget").fill("");
  // The client picker offers a number that is not in the index as an explicit "Use id …".
  const client = page.getByRole("combobox", { name: "Client", exact: true });
  await client.fill("999999");
  await page.getByRole("option", { name: /Use id 999999/ }).click();
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(client).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/no contact 999999/)).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/new$/);
});

test("an admin deletes a project after typing its name", async ({ as }) => {
  const page = await as("admin");
  const created = await page.request.post("/api/projects", { data: { name: `Delete me ${Date.now()}` } });
  expect(created.status()).toBe(200);
  const project = (await created.json()).data as { id: number; name: string };
  await page.goto(`/projects/${project.id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  const confirm = dialog.getByRole("button", { name: "Delete project" });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill("wrong name");
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill(project.name);
  await confirm.click();
  await expect(page).toHaveURL(/\/projects$/);
  const gone = await page.request.get(`/api/projects/${project.id}`);
  expect(gone.status()).toBe(404);
});

test("a manager is not offered Delete, and the delete API refuses the manager", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/projects");
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  const id = page.url().split("/").pop();
  expect((await page.request.delete(`/api/projects/${id}`)).status()).toBe(403);
});

test("the admin's audit log lists the mutations made through the console", async ({ as }) => {
  const manager = await as("manager");
  const name = `Audited ${Date.now()}`;
  const res = await manager.request.post("/api/projects", { data: { name } });
  const id = (await res.json()).data.id as number;
  const admin = await as("admin");
  await admin.goto("/audit?user=manager");
  const row = admin.getByRole("row").filter({ hasText: `project ${id}` });
  await expect(row).toContainText("project.create");
  await expect(row).toContainText("manager@example.com");
  await expect(row).toContainText("Succeeded");

  const support = await as("support");
  await support.goto("/audit");
  await expect(support).toHaveURL(/\/projects\?refused=audit$/);
  await expect(
    support.getByRole("status").filter({ hasText: "Support cannot read the audit log" }),
  ).toBeVisible();
  await expect(support.getByRole("link", { name: "Audit log" })).toHaveCount(0);
});

test("an edit form stays disabled until its code runs, then shows the record and keeps what is typed", async ({
  as,
}) => {
  const page = await as("manager");
  const res = await page.request.post("/api/projects", {
    data: { name: `E2E Before hydration ${Date.now()}`, budget: 1000 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()).data as { id: number };
  // The form's code held (and with it the page's hydration): the server's HTML is all there is.
  const scripts = await holdChunks(page, "Save changes");
  await page.goto(`/projects/${id}/edit`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Edit project" })).toBeVisible();
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  const budget = page.getByRole("textbox", { name: "Budget" });
  await expect(budget).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();

  scripts.release();
  await expect(budget).toBeEnabled();
  await expect(budget).toHaveValue("1000");
  await budget.fill("3,500");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));
  const saved = await page.request.get(`/api/projects/${id}`);
  expect((await saved.json()).data.budget).toBe(3500);
});

// Issue 35, item 8: a support user who opens an edit or new address is told why they see the record instead.
test("support opening an edit or new address is told why they see the record instead", async ({ as }) => {
  const support = await as("support");
  for (const [path, url, words] of [
    ["/projects/1/edit", /\/projects\/1\?refused=edit-project$/, "Support cannot edit projects"],
    ["/leads/1/edit", /\/leads\/1\?refused=edit-lead$/, "Support cannot edit leads"],
    ["/projects/new", /\/projects\?refused=new-project$/, "Support cannot create projects"],
  ] as const) {
    await support.goto(path);
    await expect(support).toHaveURL(url);
    const notice = support.getByRole("status").filter({ hasText: words });
    await expect(notice).toBeVisible();
  }
  // Dismissed, the notice goes and the address is the record's own again.
  await support.getByRole("button", { name: "Dismiss" }).click();
  await expect(support).toHaveURL(/\/projects$/);
  await expect(support.getByRole("status").filter({ hasText: "cannot create projects" })).toHaveCount(0);
});
