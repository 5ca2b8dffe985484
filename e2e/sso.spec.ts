import { test, expect, axeViolations } from "./support/fixtures";
import { DEMO_PASSWORD, emailOf } from "./support/roles";
import { addUser, passwordSignIn, sessionRole, ssoSignIn, startSsoApp } from "./support/oidc/sso-app";
import type { TamperMode } from "./support/oidc/tamper";

// Single sign-on end to end: a console started with OIDC_* pointing at a real OpenID provider (oidc-provider) on
// 127.0.0.1, its role claim nested (org.teams), driven through the provider's login form.
let sso: Awaited<ReturnType<typeof startSsoApp>>;
let base: string;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  sso = await startSsoApp();
  base = sso.app.baseUrl;
});
test.afterAll(async () => sso?.stop());

test("a nested group claim gives the role; a change at the provider applies at the next sign-in", async ({
  browser,
}) => {
  sso.account("alice", ["staff", "console-managers"]);
  const first = await ssoSignIn(browser, base, "alice");
  await expect(first.getByRole("heading", { name: "Projects" })).toBeVisible();
  expect(await sessionRole(first)).toBe("manager");

  sso.account("alice", ["console-support"]);
  const second = await ssoSignIn(browser, base, "alice");
  await expect(second.getByRole("heading", { name: "Projects" })).toBeVisible();
  expect(await sessionRole(second)).toBe("support");
  // The role lives on the user, so the first browser's session (server-side) has the new role too: a write
  // support may not make is refused before its body is read.
  const write = await first.request.post("/api/projects", { data: {} });
  expect(write.status()).toBe(403);
  expect((await write.json()).error.code).toBe("forbidden");
  await first.context().close();
  await second.context().close();
});

test("several matching groups give the highest role; signing out revokes the session", async ({
  browser,
}) => {
  sso.account("erin", ["console-support", "console-admins", "console-managers"]);
  const page = await ssoSignIn(browser, base, "erin");
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  expect(await sessionRole(page)).toBe("admin");
  // The same server-side session as a password's: signing out revokes it, so the copied cookie stops working.
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"))!;
  await page.getByRole("button", { name: /Account/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  const replay = await page.request.fetch("/api/projects", {
    headers: { cookie: `${cookie.name}=${cookie.value}` },
  });
  expect(replay.status()).toBe(401);
  await page.context().close();
});

test("refused SSO sign-ins are throttled like failed passwords", async ({ browser }) => {
  sso.account("mallory", ["nobody"]);
  for (let i = 0; i < 5; i++) {
    const page = await ssoSignIn(browser, base, "mallory");
    await expect(page).toHaveURL(/reason=no-match$/);
    await page.context().close();
  }
  sso.account("mallory", ["console-support"]);
  const page = await ssoSignIn(browser, base, "mallory");
  await expect(page).toHaveURL(/\/sign-in\/refused\?reason=throttled$/);
  await expect(page.getByText("Too many refused sign-ins from here")).toBeVisible();
  expect(await sessionRole(page)).toBeUndefined();
  const admin = await passwordSignIn(browser, base, emailOf("admin"), DEMO_PASSWORD);
  await expect(admin.getByRole("heading", { name: "Projects" })).toBeVisible();
  await admin.goto("/audit?operation=auth.sign-in-throttled");
  await expect(admin.getByText("mallory@sso.example").first()).toBeVisible();
  await admin.context().close();
  await page.context().close();
});

test("no mapped value: refused with a page saying why, and no session", async ({ browser }) => {
  sso.account("bob", ["everyone", "console-admin"]);
  const page = await ssoSignIn(browser, base, "bob");
  await expect(page).toHaveURL(/\/sign-in\/refused\?reason=no-match$/);
  await expect(page.getByRole("heading", { name: "You cannot sign in to Partner Console" })).toBeVisible();
  await expect(page.getByText("None of the values of your role claim is mapped")).toBeVisible();
  await expect(page.locator("code", { hasText: "org.teams" })).toBeVisible();
  expect(await axeViolations(page, { bestPractice: true })).toEqual([]);
  expect(await sessionRole(page)).toBeUndefined();
  await page.goto("/projects");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
  await page.context().close();
});

test("an existing user is linked only by a verified email; the provider's role replaces an admin's override", async ({
  browser,
}) => {
  const email = "linked@example.com";
  addUser(sso.app.dataDir, email, "support", "linked-user-password");
  sso.account("frank", ["console-managers"], { email, email_verified: false });
  const unverified = await ssoSignIn(browser, base, "frank");
  await expect(unverified).toHaveURL(/\/sign-in\/refused\?reason=email-unverified$/);
  expect(await sessionRole(unverified)).toBeUndefined();

  sso.account("frank", ["console-managers"], { email, email_verified: true });
  const linked = await ssoSignIn(browser, base, "frank");
  await expect(linked.getByRole("heading", { name: "Projects" })).toBeVisible();
  expect(await sessionRole(linked)).toBe("manager");

  // An admin sets the role by hand (here with user:add); the next SSO sign-in puts the provider's back.
  addUser(sso.app.dataDir, email, "admin", "linked-user-password");
  const admin = await passwordSignIn(browser, base, emailOf("admin"), DEMO_PASSWORD);
  await expect(admin.getByRole("heading", { name: "Projects" })).toBeVisible();
  await admin.goto("/settings/sso");
  const overrides = admin.getByRole("region", { name: "Role overrides" });
  await expect(overrides.getByRole("row", { name: `${email} admin manager` })).toBeVisible();
  const again = await ssoSignIn(browser, base, "frank");
  await expect(again.getByRole("heading", { name: "Projects" })).toBeVisible();
  expect(await sessionRole(again)).toBe("manager");
  await admin.reload();
  await expect(overrides.getByText("None.")).toBeVisible();

  await admin.goto(`/audit?operation=auth.role-changed`);
  await expect(
    admin.getByText(/role admin → manager from the identity provider.*override \(admin\) replaced/),
  ).toBeVisible();
  await admin.goto(`/audit?operation=auth.sso-linked`);
  await expect(admin.getByText(email).first()).toBeVisible();
  await admin.goto(`/audit?operation=auth.sign-in-failed`);
  await expect(admin.getByText("single sign-on: email-unverified")).toBeVisible();
  await expect(admin.getByText(/no value of org.teams is mapped \(everyone, console-admin\)/)).toBeVisible();
  for (const p of [unverified, linked, again, admin]) await p.context().close();
});

test("an ID token tampered with, signed by another key, expired or from another issuer makes no session", async ({
  browser,
}) => {
  sso.account("carol", ["console-support"]);
  // openid-client's reason for each refusal, as the server logs it (without the token).
  const modes: [TamperMode, RegExp][] = [
    ["tampered", /failed to validate JWT signature/],
    ["wrong-key", /failed to validate JWT signature/],
    ["expired", /JWT expired/],
    ["wrong-issuer", /unexpected iss value/],
  ];
  for (const [mode, reason] of modes) {
    sso.idp.tamper(mode);
    const logged = sso.app.output().length;
    const page = await ssoSignIn(browser, base, "carol");
    await expect(page, mode).toHaveURL(/\/sign-in\?.*error=OAuthCallback$/);
    await expect.poll(() => sso.app.output().slice(logged), mode).toMatch(reason);
    await expect(page.getByText(/could not be verified/)).toBeVisible();
    // The sign-in page with its SSO button and the error, checked once.
    if (mode === "tampered") expect(await axeViolations(page, { bestPractice: true })).toEqual([]);
    expect(await sessionRole(page), mode).toBeUndefined();
    await page.context().close();
  }
  expect(sso.app.output()).not.toMatch(/eyJ[\w-]+\.eyJ/);
  // The same path with the provider's own token signs in: the refusals above are the token's.
  sso.idp.tamper("none");
  const page = await ssoSignIn(browser, base, "carol");
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  expect(await sessionRole(page)).toBe("support");
  await page.context().close();
});

test("require SSO: others are refused a password, a break-glass admin gets in, SSO still works", async ({
  browser,
}) => {
  const admin = await passwordSignIn(browser, base, emailOf("admin"), DEMO_PASSWORD);
  await expect(admin.getByRole("heading", { name: "Projects" })).toBeVisible();
  await admin.goto("/settings/sso");
  await expect(admin.getByText("org.teams")).toBeVisible();
  await expect(admin.getByText("test-client-secret-not-real")).toHaveCount(0);
  await admin.getByLabel("Require SSO for everyone except break-glass admins").click();
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText(/Name at least one break-glass admin/)).toBeVisible();
  await admin.getByLabel(emailOf("admin")).check();
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Saved.")).toBeVisible();

  const manager = await passwordSignIn(browser, base, emailOf("manager"), DEMO_PASSWORD);
  await expect(manager.locator("form").getByRole("alert")).toHaveText(/Single sign-on is required/);
  expect(await sessionRole(manager)).toBeUndefined();
  const again = await passwordSignIn(browser, base, emailOf("admin"), DEMO_PASSWORD);
  await expect(again.getByRole("heading", { name: "Projects" })).toBeVisible();
  sso.account("dave", ["console-managers"]);
  const viaSso = await ssoSignIn(browser, base, "dave");
  await expect(viaSso.getByRole("heading", { name: "Projects" })).toBeVisible();

  // Lifted again, the manager's password works.
  await admin.reload();
  await admin.getByLabel("Require SSO for everyone except break-glass admins").click();
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Saved.")).toBeVisible();
  const later = await passwordSignIn(browser, base, emailOf("manager"), DEMO_PASSWORD);
  await expect(later.getByRole("heading", { name: "Projects" })).toBeVisible();
  for (const p of [admin, manager, again, viaSso, later]) await p.context().close();
});

test("the settings API refuses bad input in the envelope, and the preview explains the mapping", async ({
  browser,
}) => {
  const admin = await passwordSignIn(browser, base, emailOf("admin"), DEMO_PASSWORD);
  await expect(admin.getByRole("heading", { name: "Projects" })).toBeVisible();
  const cases: [unknown, number, string][] = [
    [{ requireSso: true, breakGlassUserIds: [] }, 409, "break_glass_required"],
    [{ requireSso: "yes", breakGlassUserIds: [] }, 400, "validation_failed"],
    [{ requireSso: false, breakGlassUserIds: [999999] }, 400, "validation_failed"],
  ];
  for (const [data, status, code] of cases) {
    const res = await admin.request.put("/api/sso/settings", { data });
    expect(res.status(), JSON.stringify(data)).toBe(status);
    expect((await res.json()).error.code).toBe(code);
  }
  const tooBig = await admin.request.post("/api/sso/preview", { data: { claims: "x".repeat(20_000) } });
  expect(tooBig.status()).toBe(400);
  const notJson = await admin.request.post("/api/sso/preview", { data: { claims: "{nope" } });
  expect((await notJson.json()).error).toMatchObject({
    code: "validation_failed",
    message: "claims: not valid JSON.",
  });

  await admin.goto("/settings/sso");
  await admin.getByLabel(/Claim set/).fill('{"org": {"teams": ["console-managers", "console-support"]}}');
  await admin.getByRole("button", { name: "Preview role" }).click();
  await expect(admin.getByTestId("sso-preview-result")).toContainText("Role: manager");
  await expect(admin.getByTestId("sso-preview-result")).toContainText("the highest role wins");
  expect(await axeViolations(admin, { bestPractice: true })).toEqual([]);
  await admin.getByLabel(/Claim set/).fill('{"groups": ["console-admins"]}');
  await admin.getByRole("button", { name: "Preview role" }).click();
  await expect(admin.getByTestId("sso-preview-result")).toContainText("No claim org.teams");

  const support = await passwordSignIn(browser, base, emailOf("support"), DEMO_PASSWORD);
  await expect(support.getByRole("heading", { name: "Projects" })).toBeVisible();
  expect((await support.request.post("/api/sso/preview", { data: { claims: "{}" } })).status()).toBe(403);
  await support.goto("/settings/sso");
  await expect(support).toHaveURL(/\/projects\?refused=sso$/);
  await admin.context().close();
  await support.context().close();
});
