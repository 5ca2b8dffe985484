import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectSignedOut, invitedAndSignedIn, signInAs, TEAM_PASSWORD, trySignIn } from "./support/team";

// My account (issue 38): name, password, own sessions; each effect checked from another browser of the user.
const sessionRows = (page: Page) => page.getByRole("table", { name: "Your sessions" }).getByRole("row");

test("a new name shows in the header, in this and the user's other browsers", async ({ as, browser }) => {
  const { email, page } = await invitedAndSignedIn(browser, await as("admin"), "name");
  const other = await signInAs(browser, email);
  await page.goto("/settings/account");
  await page.getByRole("textbox", { name: "Name" }).fill("Renamed Person");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("button", { name: "Account: Renamed Person" })).toBeVisible();
  await other.reload();
  await expect(other.getByRole("button", { name: "Account: Renamed Person" })).toBeVisible();
});

test("own sessions: this one marked, another ended from here stops working", async ({ as, browser }) => {
  const { email, page } = await invitedAndSignedIn(browser, await as("admin"), "sessions");
  const other = await signInAs(browser, email);
  await page.goto("/settings/account");
  await expect(sessionRows(page)).toHaveCount(3);
  const mine = sessionRows(page).filter({ hasText: "This session" });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole("button", { name: /End session/ })).toHaveCount(0);
  await expect(mine.getByRole("cell").nth(1)).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);

  await sessionRows(page)
    .getByRole("button", { name: /^End session/ })
    .click();
  await page
    .getByRole("alertdialog", { name: "End this session?" })
    .getByRole("button", { name: "End session" })
    .click();
  await expect(sessionRows(page)).toHaveCount(2);
  await expect(page.getByText("You have no other sessions.")).toBeVisible();
  await expectSignedOut(other);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
});

test("end all other sessions: every other browser falls back to sign-in, this one stays", async ({
  as,
  browser,
}) => {
  const { email, page } = await invitedAndSignedIn(browser, await as("admin"), "others");
  const others = [await signInAs(browser, email), await signInAs(browser, email)];
  await page.goto("/settings/account");
  await expect(sessionRows(page)).toHaveCount(4);
  await page.getByRole("button", { name: "End all other sessions" }).click();
  const dialog = page.getByRole("alertdialog", { name: "End all other sessions?" });
  await expect(dialog).toContainText("(2)");
  await dialog.getByRole("button", { name: "End all other sessions" }).click();
  await expect(sessionRows(page)).toHaveCount(2);
  for (const other of others) await expectSignedOut(other);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
});

test("change password: the current one is required, other sessions end, the new one signs in", async ({
  as,
  browser,
}) => {
  const { email, page } = await invitedAndSignedIn(browser, await as("admin"), "password");
  const other = await signInAs(browser, email);
  await page.goto("/settings/account");
  const form = page.getByRole("region", { name: "Password" });
  await form.getByLabel("Current password").fill("not my password");
  await form.getByLabel(/^New password/).fill("my new password 2");
  await form.getByLabel("Repeat the new password").fill("my new password 2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toHaveText("The current password is not correct.");

  await form.getByLabel("Current password").fill(TEAM_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. 1 other session(s) ended.")).toBeVisible();
  await expectSignedOut(other);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();

  await trySignIn(other, email, TEAM_PASSWORD);
  await expect(other.locator("form").getByRole("alert")).toHaveText("Email or password is incorrect.");
  await signInAs(browser, email, "my new password 2");
});

test("the default environment is kept and offered from the configured ones", async ({ as, browser }) => {
  const { page } = await invitedAndSignedIn(browser, await as("admin"), "environment");
  await page.goto("/settings/account");
  const select = page.getByRole("combobox", { name: "Default environment" });
  const names = await select.locator("option").allTextContents();
  expect(names.length).toBeGreaterThan(1);
  await select.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save default environment" }).click();
  await expect(page.getByText("Default environment saved")).toBeVisible();
  await page.reload();
  await expect(select).toHaveValue(names[1]!);
});
