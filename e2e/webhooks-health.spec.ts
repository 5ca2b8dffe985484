import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, setTheme } from "./support/fixtures";
import { startReceiver, type Receiver } from "./integration/support/webhook-receiver";
import { DEMO_PASSWORD, emailOf } from "./support/roles";
import { startServer, type TestServer } from "../lib/dev/server";

// A server of its own with the retry schedule scaled down 600× (1 min → 100 ms), so a failing receiver's
// retries and the subscription's failure streak play out within the test.
let server: TestServer;
let receiver: Receiver;
test.beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startServer({ SANDBOX_TIME_SCALE: "600" }),
    startReceiver(() => ({ status: 500, body: "receiver is down" })),
  ]);
});
test.afterAll(async () => {
  await receiver?.close();
  await server?.stop();
});

async function signIn(page: Page) {
  await page.goto(`${server.baseUrl}/sign-in`);
  await page.getByLabel("Email").fill(emailOf("manager"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
}

const failures = (page: Page) =>
  page.getByRole("meter", { name: /consecutive failures before auto-disable/ }).first();

test("a failing receiver's attempts and rising failure count show in the health view", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await signIn(page);
  const created = await page.request.post("/api/webhooks", {
    data: { url: receiver.url, triggers: [{ resourceName: "project", eventType: "create" }], maxAttempts: 2 },
  });
  expect(created.status()).toBe(200);
  const sub = (await created.json()).data as { id: number };

  const event = async (n: number) => {
    const res = await page.request.post("/api/projects", { data: { name: `Failing receiver ${n}` } });
    expect(res.status()).toBe(200);
  };
  await event(1);
  await receiver.waitFor(2); // the first attempt and its retry, 100 ms later at this scale

  await page.goto(`/webhooks/${sub.id}/health`);
  await expect(failures(page)).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByText(/9 more failed events disable this subscription/)).toBeVisible();
  const log = page.getByRole("list", { name: /deliveries/i });
  const first = log.getByRole("button", { name: /project\.create/ }).first();
  await expect(first).toContainText("2 attempts");
  // The row names the record the event is about (issue 35, item 6).
  await expect(first).toContainText(/Project \d+ · Failing receiver \d/);
  await first.click();
  await expect(log.getByText("Attempt 1:")).toBeVisible();
  await expect(log.getByText("Attempt 2:")).toBeVisible();
  await expect(log.getByText("HTTP 500").first()).toBeVisible();
  // The last failure's cause names its status once: no "Status: HTTP 500" under "Cause: HTTP 500".
  const health = page.getByRole("region", { name: "Current health" });
  await expect(health.getByRole("definition").first()).toHaveText("HTTP 500");
  await expect(health.getByRole("term").filter({ hasText: /^Status$/ })).toHaveCount(0);
  await expectNoAxeViolations(page, "health view with an expanded delivery");

  // Two more failed events: the streak rises to 3 and the forecast follows.
  await event(2);
  await event(3);
  await receiver.waitFor(6);
  await expect(async () => {
    await page.reload();
    await expect(failures(page)).toHaveAttribute("aria-valuenow", "3", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/7 more failed events disable this subscription/)).toBeVisible();
  await setTheme(page, "dark");
  await expect(failures(page)).toBeVisible();
  await expectNoAxeViolations(page, "health view (dark)");
  await context.close();
});

// Issue 35, item 6: a new subscription whose first answer was a failure is not talked about as a reactivated one.
test("a new subscription's forecast after a failed test send speaks of a new one", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await signIn(page);
  const created = await page.request.post("/api/webhooks", {
    data: { url: receiver.url, triggers: [{ resourceName: "lead", eventType: "create" }] },
  });
  expect(created.status()).toBe(200);
  const sub = (await created.json()).data as { id: number };
  expect((await page.request.post(`/api/webhooks/${sub.id}/test`, { data: {} })).status()).toBe(200);
  await expect(async () => {
    await page.goto(`/webhooks/${sub.id}/health`);
    await expect(page.getByText("No event has failed for good yet", { exact: false })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/started again at 0|starts again at 0/)).toHaveCount(0);
  await context.close();
});

// Issue 35, item 9: the replay dialog says what time its window starts at and why, and offers the usual windows.
test("the replay dialog names its preset window and offers others", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await signIn(page);
  const created = await page.request.post("/api/webhooks", {
    data: { url: receiver.url, triggers: [{ resourceName: "project", eventType: "update" }] },
  });
  const sub = (await created.json()).data as { id: number };
  await page.goto(`/webhooks/${sub.id}/health`);
  await page.getByRole("button", { name: /^Replay failed deliveries/ }).click();
  const dialog = page.getByRole("dialog", { name: /Replay every failed delivery since/ });
  await expect(dialog).toContainText("Preset to 24 hours ago: the subscription changed within the last day");
  const since = dialog.getByLabel("Failed since (your local time)");
  const preset = await since.inputValue();
  const windows = dialog.getByRole("group", { name: "Replay window" });
  await expect(windows.getByRole("button", { name: "Last 24 hours" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await windows.getByRole("button", { name: "Last hour" }).click();
  await expect(windows.getByRole("button", { name: "Last hour" })).toHaveAttribute("aria-pressed", "true");
  expect(await since.inputValue()).not.toBe(preset);
  await context.close();
});
