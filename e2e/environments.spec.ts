import { execFileSync } from "node:child_process";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { freePort, startServer, type TestServer } from "../lib/dev/server";

// Two named environments (both served by this app's sandbox, one of them declared production): the user picks
// one per session, production is unmistakable, and a destructive act there asks first.
let server: TestServer;
const password = "environments-e2e-pass";

test.beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = (name: string, kind: string) => ({
    name,
    kind,
    baseUrl: `${origin}/sandbox/api`,
    authUrl: `${origin}/sandbox`,
    audience: origin,
    clientId: "sandbox-partner",
    clientSecret: "sandbox-secret",
  });
  server = await startServer(
    {
      SANDBOX: "on",
      NEXTAUTH_SECRET: "environments-e2e-nextauth-secret-value",
      PARTNER_ENVIRONMENTS: JSON.stringify([env("Staging", "staging"), env("Production", "production")]),
    },
    { port },
  );
  execFileSync(
    path.join("node_modules", ".bin", "tsx"),
    [
      "--conditions=react-server",
      "scripts/user-add.ts",
      "--email",
      "ops@example.com",
      "--role",
      "manager",
      "--password",
      password,
    ],
    { env: { ...process.env, DATA_DIR: server.dataDir }, stdio: "pipe" },
  );
});
test.afterAll(async () => server?.stop());

test("the environment is picked per session, production wears a badge and asks before archiving", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto("/sign-in");
  // No demo logins outside sandbox mode.
  await expect(page.getByText("console-demo")).toHaveCount(0);
  await page.getByLabel("Email").fill("ops@example.com");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Staging", { exact: true })).toBeVisible();
  await expect(banner.getByText("Production", { exact: true })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Environment" }).click();
  await page.getByRole("option", { name: /Production/ }).click();
  await expect(banner.getByText("Production", { exact: true })).toBeVisible();
  await page.reload();
  await expect(banner.getByText("Production", { exact: true })).toBeVisible();

  await page.getByRole("table").getByRole("link").first().click();
  const archive = page.getByRole("button", { name: /^(Archive|Unarchive)$/ });
  const verb = (await archive.textContent())?.trim();
  await archive.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Production");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: verb! })).toBeVisible();
  await context.close();
});

test("the default environment chosen in My account is where the next sign-in starts", async ({ browser }) => {
  const signIn = async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("ops@example.com");
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
    return page;
  };
  const page = await signIn();
  await page.goto("/settings/account");
  const select = page.getByRole("combobox", { name: "Default environment" });
  await select.selectOption("Production");
  await page.getByRole("button", { name: "Save default environment" }).click();
  await expect(page.getByText("Default environment saved")).toBeVisible();
  // This session keeps its environment; a new one starts in the chosen default.
  await expect(page.getByRole("banner").getByText("Staging", { exact: true })).toBeVisible();
  const next = await signIn();
  await expect(next.getByRole("banner").getByText("Production", { exact: true })).toBeVisible();
  await select.selectOption("");
  await page.getByRole("button", { name: "Save default environment" }).click();
  await expect(page.getByText("Default environment saved").first()).toBeVisible();
  const third = await signIn();
  await expect(third.getByRole("banner").getByText("Staging", { exact: true })).toBeVisible();
  for (const p of [page, next, third]) await p.context().close();
});
