import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { freePort, startServer, type TestServer } from "../../../lib/dev/server";
import { startTestProvider, TEST_CLIENT, type Claims } from "./test-provider";
import { expect } from "../fixtures";

export const IDP_NAME = "Test IdP";

// A console of the SSO specs' own, started with the OIDC variables pointing at a test provider on 127.0.0.1 (the
// shared server of the suite has no SSO configured). Its role claim is nested: org.teams.
export async function startSsoApp() {
  const port = await freePort();
  const idp = await startTestProvider(`http://127.0.0.1:${port}`);
  let app: TestServer;
  try {
    app = await startServer(
      {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
        OIDC_NAME: IDP_NAME,
        OIDC_SCOPE: "openid email profile groups",
        OIDC_ROLE_CLAIM: "org.teams",
        OIDC_ROLE_MAP: "admin=console-admins,manager=console-managers,support=console-support",
      },
      { port },
    );
  } catch (err) {
    await idp.stop();
    throw err;
  }
  return {
    app,
    idp,
    account: (login: string, teams: string[], extra: Partial<Claims> = {}) =>
      idp.accounts.set(login, {
        email: `${login}@sso.example`,
        email_verified: true,
        name: login,
        org: { teams },
        ...extra,
      }),
    stop: async () => {
      await app.stop();
      await idp.stop();
    },
  };
}

// A fresh browser (no provider session either) through the provider's login form; resolves where it lands.
export async function ssoSignIn(browser: Browser, baseURL: string, login: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto("/sign-in");
  await page.getByRole("button", { name: `Sign in with ${IDP_NAME}` }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.waitForURL((url) => url.origin === new URL(baseURL).origin && !url.pathname.startsWith("/api/"));
  return page;
}

export async function passwordSignIn(browser: Browser, baseURL: string, email: string, password: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  return page;
}

// The role of the browser's session, or undefined without one (next-auth's session endpoint answers {}).
export async function sessionRole(page: Page): Promise<string | undefined> {
  const res = await page.request.get("/api/auth/session");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user?: { role?: string } }).user?.role;
}

// `npm run user:add` against the spec's console (its database, through its data directory): a password user, or
// an admin's change of a user's role by hand.
export function addUser(dataDir: string, email: string, role: string, password: string) {
  execFileSync(
    path.join("node_modules", ".bin", "tsx"),
    [
      "--conditions=react-server",
      "scripts/user-add.ts",
      "--email",
      email,
      "--role",
      role,
      "--password",
      password,
    ],
    { env: { ...process.env, DATA_DIR: dataDir }, stdio: "pipe" },
  );
}
