import { test, expect, expectNoAxeViolations } from "./support/fixtures";
import {
  actOn,
  expectSignedOut,
  freshPage,
  invitedAndSignedIn,
  inviteThroughPage,
  memberRow,
  setPasswordThroughLink,
  signInAs,
  TEAM_PASSWORD,
  trySignIn,
  uniqueEmail,
} from "./support/team";

// The users page (issue 38): every act, its effect checked from the affected user's own browser.
const cell = (row: ReturnType<typeof memberRow>, n: number) => row.getByRole("cell").nth(n);

test("an invitation's link is shown once, sets a password once, and the list follows", async ({
  as,
  browser,
}) => {
  const admin = await as("admin");
  const email = uniqueEmail("invite");
  const link = await inviteThroughPage(admin, { email, name: "Ivy Invite", role: "support" });
  expect(new URL(link).searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(admin.getByLabel("Set-password link")).toHaveCount(0);
  const row = memberRow(admin, email);
  await expect(cell(row, 3)).toHaveText("Invited (no password yet)");
  await expect(cell(row, 4)).toHaveText("Never");

  await setPasswordThroughLink(browser, link);
  const again = await freshPage(browser);
  await again.goto(link);
  await expect(again.getByRole("main").getByRole("alert")).toContainText("already been used");

  await admin.reload();
  await expect(cell(row, 1)).toHaveText("support");
  await expect(cell(row, 2)).toHaveText("Active");
  await expect(cell(row, 3)).toHaveText("Password");
  await expect(cell(row, 4)).not.toHaveText("Never");
  await expect(cell(row, 5)).toHaveText("1");
});

test("search finds users by name or email, and says when none matches", async ({ as }) => {
  const admin = await as("admin");
  const email = uniqueEmail("search");
  const name = `Sam Searchable ${Date.now().toString(36)}`;
  await inviteThroughPage(admin, { email, name, role: "support" });
  const search = admin.getByLabel("Search users");
  await search.fill(name.split(" ").at(-1)!);
  await expect(admin.getByRole("row")).toHaveCount(2);
  await expect(memberRow(admin, email)).toBeVisible();
  await search.fill(email.toUpperCase());
  await expect(memberRow(admin, email)).toBeVisible();
  await search.fill("no such person anywhere");
  await expect(admin.getByRole("heading", { name: /No user matches/ })).toBeVisible();
});

test("disable: the user's open page falls back to sign-in, sign-in is refused; enable lets them back", async ({
  as,
  browser,
}) => {
  const admin = await as("admin");
  const { email, page } = await invitedAndSignedIn(browser, admin, "disable");
  await admin.goto("/settings/users");
  await actOn(admin, email, "Disable…", "Disable");
  await expect(cell(memberRow(admin, email), 2)).toHaveText("Disabled");
  await expect(cell(memberRow(admin, email), 5)).toHaveText("0");

  await expectSignedOut(page);
  await trySignIn(page, email);
  await expect(page.locator("form").getByRole("alert")).toHaveText("Email or password is incorrect.");

  await actOn(admin, email, "Enable…", "Enable");
  await expect(cell(memberRow(admin, email), 2)).toHaveText("Active");
  await trySignIn(page, email);
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
});

test("a new role ends the user's sessions and applies at their next sign-in", async ({ as, browser }) => {
  const admin = await as("admin");
  const { email, page } = await invitedAndSignedIn(browser, admin, "role");
  await admin.goto("/settings/users");
  await actOn(admin, email, "Change role…");
  const dialog = admin.getByRole("dialog", { name: /Change the role/ });
  await dialog.getByLabel("Role").selectOption("manager");
  await dialog.getByRole("button", { name: "Save role" }).click();
  await expect(cell(memberRow(admin, email), 1)).toHaveText("manager");

  await expectSignedOut(page);
  await trySignIn(page, email);
  await page.getByRole("button", { name: /^Account/ }).click();
  await expect(page.getByRole("menu")).toContainText("Role: manager");
});

test("reset password: sessions end, the old password stops working, the new link works once", async ({
  as,
  browser,
}) => {
  const admin = await as("admin");
  const { email, page } = await invitedAndSignedIn(browser, admin, "reset");
  await admin.goto("/settings/users");
  await actOn(admin, email, "Reset password…", "Reset password");
  const panel = admin.getByRole("region", { name: /^Set-password link for/ });
  const link = await panel.getByLabel("Set-password link").inputValue();
  await panel.getByRole("button", { name: "Done" }).click();

  await expectSignedOut(page);
  await trySignIn(page, email, TEAM_PASSWORD);
  await expect(page.locator("form").getByRole("alert")).toHaveText("Email or password is incorrect.");

  await setPasswordThroughLink(browser, link, "the reset password 2");
  const again = await freshPage(browser);
  await again.goto(link);
  await expect(again.getByRole("main").getByRole("alert")).toContainText("already been used");
  await signInAs(browser, email, "the reset password 2");
});

test("sign out everywhere ends every session of the user", async ({ as, browser }) => {
  const admin = await as("admin");
  const { email, page } = await invitedAndSignedIn(browser, admin, "everywhere");
  const second = await signInAs(browser, email);
  await admin.goto("/settings/users");
  await expect(cell(memberRow(admin, email), 5)).toHaveText("2");
  await actOn(admin, email, "Sign out everywhere…", "Sign out everywhere");
  await expect(cell(memberRow(admin, email), 5)).toHaveText("0");
  await expectSignedOut(page);
  await expectSignedOut(second);
});

test("a destructive act asks first, and Cancel changes nothing", async ({ as, browser }) => {
  const admin = await as("admin");
  const { email, page } = await invitedAndSignedIn(browser, admin, "cancel");
  await admin.goto("/settings/users");
  await actOn(admin, email, "Disable…");
  const dialog = admin.getByRole("alertdialog", { name: "Disable this user?" });
  await expect(dialog).toContainText("every session they have ends at once");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cell(memberRow(admin, email), 2)).toHaveText("Active");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
});

test("only admins reach the users page; the navigation and user menu lead to it by keyboard", async ({
  as,
}) => {
  const manager = await as("manager");
  await manager.goto("/settings/users");
  await expect(manager).toHaveURL(/\/projects\?refused=users$/);
  await expect(manager.getByRole("status").filter({ hasText: "cannot manage users" })).toBeVisible();
  await expect(
    manager.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" }),
  ).toHaveCount(0);

  const admin = await as("admin");
  await admin.goto("/projects");
  const users = admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" });
  await users.focus();
  await admin.keyboard.press("Enter");
  await expect(admin.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();

  await admin.getByRole("button", { name: /^Account/ }).focus();
  await admin.keyboard.press("Enter");
  await admin.getByRole("menuitem", { name: "My account" }).focus();
  await admin.keyboard.press("Enter");
  await expect(admin.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
});

test("axe: the invite dialog, the link panel and the set-password form", async ({ as, browser }) => {
  const admin = await as("admin");
  await admin.goto("/settings/users");
  await admin.getByRole("button", { name: "Invite user" }).click();
  await expect(admin.getByRole("dialog", { name: "Invite a user" })).toBeVisible();
  await expectNoAxeViolations(admin, "the invite dialog");
  await admin.keyboard.press("Escape");
  const email = uniqueEmail("axe");
  const link = await inviteThroughPage(
    admin,
    { email, name: "Axe Person", role: "support" },
    { keepPanel: true },
  );
  await expectNoAxeViolations(admin, "the link panel");
  const page = await freshPage(browser);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expectNoAxeViolations(page, "the set-password form");
});
