import { test, expect } from "./support/fixtures";
import { storageStateOf } from "./support/roles";

test("a manager filters projects by status in the URL, keeps it on reload, and pages", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/projects");
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(21); // header + 20

  await page.getByRole("button", { name: /Status filter/ }).click();
  await page.getByRole("menuitemcheckbox", { name: "On Hold" }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/status=\d+/);
  // A manager's first column holds the bulk checkboxes.
  const statusCells = table.getByRole("row").locator("td:nth-child(3)");
  await expect(statusCells.first()).toHaveText("On Hold");
  expect(new Set(await statusCells.allTextContents())).toEqual(new Set(["On Hold"]));

  await page.reload();
  await expect(page).toHaveURL(/status=\d+/);
  await expect(page.getByRole("button", { name: /Status filter: On Hold/ })).toBeVisible();
  const firstPageNames = await table.getByRole("row").locator("td:nth-child(2)").allTextContents();

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^21–/)).toBeVisible();
  const secondPageNames = await table.getByRole("row").locator("td:nth-child(2)").allTextContents();
  expect(secondPageNames.length).toBeGreaterThan(0);
  expect(secondPageNames).not.toEqual(firstPageNames);
});

test("the page size and the archived filter change what the API returns", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/projects?archived=archived&size=50");
  await expect(page.getByRole("combobox", { name: "Archived filter" })).toHaveText(/Archived only/);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const count = (await rows.count()) - 1;
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(50);
  await expect(page.getByRole("table").getByText("Archived", { exact: true })).toHaveCount(count);
});

// What paints first, before the list has streamed in or any script has run, is the loading view: its filters carry
// their labels (no blank boxes); once the page is in, the archived filter shows its label and value.
test("the archived filter is labelled from the first paint", async ({ browser, as }) => {
  const context = await browser.newContext({
    storageState: storageStateOf("manager"),
    baseURL: process.env.E2E_BASE_URL,
    javaScriptEnabled: false,
  });
  const first = await context.newPage();
  await first.goto("/projects?archived=active");
  const main = first.getByRole("main");
  await expect(main.getByText("Archived: …", { exact: true })).toBeVisible();
  await expect(main.getByText("Status: …", { exact: true })).toBeVisible();
  await context.close();

  const page = await as("manager");
  await page.goto("/projects?archived=active");
  await expect(page.getByRole("combobox", { name: "Archived filter" })).toHaveText(
    /^Archived:\s*Active only$/,
  );
});

test("support sees the list without edit controls and gets 403 from the edit API", async ({ as }) => {
  const page = await as("support");
  await page.goto("/projects");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(21);
  await expect(page.getByRole("link", { name: "New project" })).toHaveCount(0);

  await page.getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const name of ["Edit", "Archive", "Unarchive", "Delete"]) {
    await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  const id = page.url().split("/").pop();
  const res = await page.request.patch(`/api/projects/${id}`, { data: { name: "Support was here" } });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.code).toBe("forbidden");
});
