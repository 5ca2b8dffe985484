import { test, expect } from "./support/fixtures";

// After signing in through the form the browser stays on the app's own origin, whatever callbackUrl the link
// carried: browsers read `/\host` and `/<TAB>/host` as `//host`, so those must not be followed.
const hostile = [
  "/%5C127.0.0.1:4460/x",
  "/%09/evil.example",
  "%2F%5Cevil.example",
  "//evil.example",
  "https://evil.example/",
  "/%0D%0A/evil.example",
];

for (const callbackUrl of hostile)
  test(`sign-in with callbackUrl=${callbackUrl} stays on the app's origin`, async ({ browser }) => {
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto(`/sign-in?callbackUrl=${callbackUrl}`);
    await page.getByLabel("Email").fill("support@example.com");
    await page.getByLabel("Password").fill("console-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.origin === origin && !url.pathname.startsWith("/sign-in"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });

test("a safe callbackUrl is still followed after sign-in", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto("/sign-in?callbackUrl=%2Fwebhooks%3Fstatus%3Dactive");
  await page.getByLabel("Email").fill("support@example.com");
  await page.getByLabel("Password").fill("console-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/webhooks\?status=active$/);
  await context.close();
});

test("support sees custom header names with masked values; a manager sees the values", async ({ as }) => {
  const value = `pw-receiver-key-${Date.now()}`;
  const manager = await as("manager");
  const res = await manager.request.post("/api/webhooks", {
    data: {
      url: "https://hooks.example.com/masked",
      triggers: [{ resourceName: "project", eventType: "create" }],
      headers: { "X-Receiver-Key": value },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()).data as { id: number };

  const support = await as("support");
  await support.goto(`/webhooks/${id}`);
  await expect(support.getByRole("rowheader", { name: "X-Receiver-Key" })).toBeVisible();
  await expect(support.getByText("Values are masked for your role.")).toBeVisible();
  await expect(support.getByRole("button", { name: "Show values" })).toHaveCount(0);
  expect(await support.content()).not.toContain(value);
  const answer = await (await support.request.get(`/api/webhooks/${id}`)).text();
  expect(answer).toContain("X-Receiver-Key");
  expect(answer).not.toContain(value);
  expect(await (await support.request.get("/api/webhooks")).text()).not.toContain(value);

  await manager.goto(`/webhooks/${id}`);
  await manager.getByRole("button", { name: "Show values" }).click();
  await expect(manager.getByRole("cell", { name: value })).toBeVisible();

  const admin = await as("admin");
  expect((await admin.request.delete(`/api/webhooks/${id}`)).status()).toBe(200);
});
