import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { startServer, type TestServer } from "../lib/dev/server";
import { DEMO_PASSWORD, emailOf } from "./support/roles";

// A server of its own whose console client has a secret nobody else knows, so any appearance of it in what the
// browser receives is a leak. Also looked for: the session-signing secret, any bearer token (a JWT), and the
// names of the settings that hold credentials.
const consoleSecret = `e2e-${randomBytes(18).toString("hex")}`;
const jwt = /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/;
const names = [
  "PARTNER_CLIENT_SECRET",
  "NEXTAUTH_SECRET",
  "SANDBOX_CLIENTS",
  "client_secret",
  "clientSecret",
  "sandbox-secret",
];

let server: TestServer;
test.beforeAll(async () => {
  const defaults = [
    { clientId: "sandbox-partner", clientSecret: "sandbox-secret", companyId: 1 },
    { clientId: "console-e2e", clientSecret: consoleSecret, companyId: 1 },
  ];
  server = await startServer({
    SANDBOX_CLIENTS: JSON.stringify(defaults),
    PARTNER_CLIENT_ID: "console-e2e",
    PARTNER_CLIENT_SECRET: consoleSecret,
  });
});
test.afterAll(async () => server?.stop());

test("no credential, token or secret reaches the browser", async ({ browser }) => {
  test.setTimeout(120_000);
  const nextAuthSecret = fs.readFileSync(path.join(server.dataDir, "nextauth-secret"), "utf8").trim();
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const seen: { url: string; body: string }[] = [];
  page.on("response", async (res) => {
    const body = await res.text().catch(() => "");
    seen.push({ url: res.url(), body: `${JSON.stringify(res.headers())}\n${body}` });
  });

  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(emailOf("admin"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit project" })).toBeVisible();
  for (const p of ["/projects/new", "/audit", "/projects?archived=archived"]) {
    await page.goto(p);
    await page.waitForLoadState("networkidle");
  }
  const api = await page.request.get("/api/projects?limit=300");
  seen.push({ url: "api", body: await api.text() });
  // The console really did use the secret client: its token requests succeeded.
  expect(api.status()).toBe(200);
  expect(seen.length).toBeGreaterThan(20);

  for (const { url, body } of seen) {
    expect(body.includes(consoleSecret), `console secret in ${url}`).toBe(false);
    expect(body.includes(nextAuthSecret), `NEXTAUTH_SECRET in ${url}`).toBe(false);
    expect(jwt.test(body), `a bearer token in ${url}`).toBe(false);
    for (const n of names) expect(body.includes(n), `${n} in ${url}`).toBe(false);
  }
  await context.close();
});

test("the built client files carry no credential", async () => {
  const dir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "static");
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  expect(files.length).toBeGreaterThan(10);
  for (const f of files) {
    const text = fs.readFileSync(path.join(f.parentPath, f.name), "utf8");
    for (const n of names) expect(text.includes(n), `${n} in ${f.name}`).toBe(false);
    expect(jwt.test(text), `a token in ${f.name}`).toBe(false);
  }
});
