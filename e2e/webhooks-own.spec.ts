import { test, expect } from "./support/fixtures";

const OWN = "Partner Console record index (created and used by the console itself)";

// Issue 35, item 5: the console's own subscription is marked as the console's, says what it feeds, offers no
// action a person could take on it (the console refuses them: e2e/integration/index-own-subscription.test.ts),
// and its health shows beside the index's status.
test("the console's own subscription is marked, explained and offers no actions", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/webhooks");
  const row = page.getByRole("row").filter({ hasText: OWN });
  await expect(row.getByText("Console's own")).toBeVisible();
  await expect(row.getByText("Managed by the console")).toBeVisible();
  await expect(row.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
  // Other subscriptions keep their actions.
  const other = page
    .getByRole("row")
    .filter({ hasNotText: OWN })
    .filter({ has: page.getByRole("link") });
  if ((await other.count()) > 0)
    await expect(other.first().getByRole("button", { name: /^Actions for/ })).toBeVisible();

  await row.getByRole("link").first().click();
  const note = page.getByRole("note", { name: "Managed by the console" });
  await expect(note).toContainText("search, pickers and the board's sums");
  for (const name of [/^Edit/, /^Pause/, /^Disable/, /^Delete/, /^Recreate/, /^Send test event/])
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
});

test("the index's status names how its live updates are doing", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/projects");
  await page.getByRole("button", { name: /^Name/ }).click();
  const status = page.getByRole("status").filter({ hasText: "across all projects" });
  await expect(status).toContainText(/from the record index \(index (complete|\d)/, { timeout: 60_000 });
  const live = status.getByRole("link", { name: "live updates on" });
  await expect(live).toBeVisible();
  await live.click();
  await expect(page.getByRole("note", { name: "Managed by the console" })).toBeVisible();
});
