import { test, expect } from "./support/fixtures";
import { holdChunks } from "./support/hold";
import { DEMO_PASSWORD, emailOf } from "./support/roles";

test("an unauthenticated visit lands on sign-in and returns to the page after signing in @smoke", async ({
  page,
}) => {
  await page.goto("/projects?archived=active");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
  await expect(page.getByRole("heading", { name: "Sign in to Partner Console" })).toBeVisible();
  await page.getByLabel("Email").fill(emailOf("manager"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/projects\?archived=active$/);
});

test("a wrong password and an unknown email get the same message", async ({ page }) => {
  await page.goto("/sign-in");
  for (const email of ["nobody@example.com", emailOf("support")]) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Email or password is incorrect.");
  }
});

test("after sign-out the old session cookie gets 401 from the API", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(emailOf("manager"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session).toBeDefined();
  const cookieHeader = `${session!.name}=${session!.value}`;
  const before = await page.request.fetch("/api/projects", { headers: { cookie: cookieHeader } });
  expect(before.status()).toBe(200);

  await page.getByRole("button", { name: /Account/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // The same cookie value, replayed: the server-side session is revoked.
  const replay = await context.request.fetch("/api/projects", { headers: { cookie: cookieHeader } });
  expect(replay.status()).toBe(401);
  expect((await replay.json()).error.code).toBe("unauthenticated");
  await context.close();
});

test("a sign-in sent before the page's code runs never puts the password in the address", async ({
  page,
}) => {
  // The form's code held: Sign in is the browser's own submit.
  const scripts = await holdChunks(page, "Email or password is incorrect.");
  await page.goto("/sign-in", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Sign in to Partner Console" })).toBeVisible();
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  await page.getByLabel("Email").fill(emailOf("manager"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  const sent = page.waitForRequest(
    (r) => new URL(r.url()).pathname === "/sign-in" && r.isNavigationRequest(),
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  const request = await sent;
  expect(request.method()).toBe("POST");
  expect(request.url()).not.toContain(encodeURIComponent(DEMO_PASSWORD));
  await expect(page.getByRole("heading", { name: "Sign in to Partner Console" })).toBeVisible();
  expect(page.url()).not.toContain("password");
  scripts.release();
});
