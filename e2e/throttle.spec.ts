import { execFileSync } from "node:child_process";
import path from "node:path";
import { test, expect } from "./support/fixtures";

// Its own users, so the failures it provokes refuse nobody else (they are counted for this account from this
// address; the per-address limit of 20 is shared by every spec signing in from 127.0.0.1).
const email = "throttle-e2e@example.com";
const timingEmail = "timing-e2e@example.com";
const password = "correct horse battery";

function addUser(address: string) {
  execFileSync(
    path.join("node_modules", ".bin", "tsx"),
    [
      "--conditions=react-server",
      "scripts/user-add.ts",
      "--email",
      address,
      "--role",
      "support",
      "--password",
      password,
    ],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, stdio: "pipe" },
  );
}

test.beforeAll(() => {
  addUser(email);
  addUser(timingEmail);
});

test("failed sign-ins are throttled after five, even with the right password", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto("/sign-in");
  const alert = page.locator("form").getByRole("alert");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(`wrong ${i}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(alert).toHaveText("Email or password is incorrect.");
    await page.getByLabel("Password").fill("");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(alert).toHaveText(/Too many failed sign-ins\. Try again in \d+ seconds\./);
  await expect(page).toHaveURL(/\/sign-in/);
  await context.close();
});

test("an unknown email and a wrong password cost the same time", async ({ request }) => {
  async function attempt(who: string) {
    const csrf = await request.get("/api/auth/csrf");
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const started = Date.now();
    const res = await request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: who, password: "definitely wrong", json: "true" },
      headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 200)}` },
    });
    // With json=true next-auth answers { url } instead of redirecting; a failure's url names the error.
    const body = (await res.json().catch(() => ({}))) as { url?: string };
    return { ms: Date.now() - started, location: body.url ?? res.headers()["location"] ?? "" };
  }
  const unknown = await attempt("nobody-here@example.com");
  const known = await attempt(timingEmail);
  expect(unknown.location).toContain("error=CredentialsSignin");
  expect(known.location).toContain("error=CredentialsSignin");
  // Both take at least the console's minimum failure time; neither answers markedly faster.
  expect(unknown.ms).toBeGreaterThanOrEqual(400);
  expect(known.ms).toBeGreaterThanOrEqual(400);
});
