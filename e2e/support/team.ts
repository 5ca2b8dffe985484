import { expect, type Browser, type Page } from "@playwright/test";

// Fresh users for the users-page and account specs, made through the invite flow, so no spec touches the demo
// logins other specs rely on.
export const TEAM_PASSWORD = "team password 1";

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@team.test`;

const baseURL = () => process.env.E2E_BASE_URL;

export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL() });
  return context.newPage();
}

export const memberRow = (admin: Page, email: string) => admin.getByRole("row").filter({ hasText: email });

// Invites through the users page and returns the link it shows (once), closing the panel.
export async function inviteThroughPage(
  admin: Page,
  user: { email: string; name: string; role: "admin" | "manager" | "support" },
  { keepPanel = false } = {},
): Promise<string> {
  await admin.goto("/settings/users");
  await admin.getByRole("button", { name: "Invite user" }).click();
  const dialog = admin.getByRole("dialog", { name: "Invite a user" });
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Name").fill(user.name);
  await dialog.getByLabel("Role").selectOption(user.role);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  const panel = admin.getByRole("region", { name: /^Set-password link for/ });
  await expect(panel).toContainText(user.email);
  const link = await panel.getByLabel("Set-password link").inputValue();
  if (keepPanel) return link;
  await panel.getByRole("button", { name: "Done" }).click();
  await expect(panel).toHaveCount(0);
  return link;
}

// Opens a set-password link in a browser of its own, sets the password and lands signed in.
export async function setPasswordThroughLink(browser: Browser, link: string, password = TEAM_PASSWORD) {
  const page = await freshPage(browser);
  await page.goto(link);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  return page;
}

export async function signInAs(browser: Browser, email: string, password = TEAM_PASSWORD): Promise<Page> {
  const page = await freshPage(browser);
  await trySignIn(page, email, password);
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  return page;
}

export async function trySignIn(page: Page, email: string, password = TEAM_PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

// A user invited by the admin page and signed in (through their link) in a browser of their own.
export async function invitedAndSignedIn(
  browser: Browser,
  admin: Page,
  tag: string,
  role: "manager" | "support" = "support",
) {
  const email = uniqueEmail(tag);
  const link = await inviteThroughPage(admin, { email, name: `Test ${tag}`, role });
  const page = await setPasswordThroughLink(browser, link);
  return { email, page, link };
}

// Opens a row's action menu and picks an act, confirming it when it asks.
export async function actOn(admin: Page, email: string, item: string, confirm?: string) {
  await memberRow(admin, email)
    .getByRole("button", { name: /^Actions for/ })
    .click();
  await admin.getByRole("menuitem", { name: item }).click();
  if (confirm) await admin.getByRole("alertdialog").getByRole("button", { name: confirm }).click();
}

// The page falls back to sign-in at its next request: its session is over.
export async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("heading", { name: "Sign in to Partner Console" })).toBeVisible();
}
