import type { Browser, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./support/fixtures";
import { DEMO_PASSWORD, emailOf } from "./support/roles";
import { clientFor } from "./integration/support/own-server";
import { startReceiver, type Receiver } from "./integration/support/webhook-receiver";
import { startServer, type TestServer } from "../lib/dev/server";

// Issue 40 as support lives it: the bell counts the monitor's warnings, the notification opens the incident
// timeline, "Reactivate and recover" counts (dry run), replays with progress and the receiver gets every missed
// event; a search finds a delivery by its resource id; and with the delivery log switched off the same dialog
// lists the records changed during the disable instead.
test.describe.configure({ mode: "serial" });
const monitor = { WEBHOOK_MONITOR_INTERVAL_S: "0.5" };
let server: TestServer | undefined;
let receiver: Receiver | undefined;
test.afterEach(async () => {
  await receiver?.close();
  await server?.stop();
  receiver = server = undefined;
});

async function signIn(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(emailOf("support"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The first page of a server of its own, started for this test: slow on a loaded machine.
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible({ timeout: 30_000 });
  return page;
}

// The bell polls every 30 s; a reload reads it at once.
async function expectBell(page: Page, name: RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("button", { name })).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 30_000 });
}

test("support is warned, reads the incident, recovers every missed event and finds a delivery", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  let up = false;
  [server, receiver] = await Promise.all([
    startServer(monitor),
    startReceiver(() => ({ status: up ? 200 : 400, body: up ? "ok" : "bad request" })),
  ]);
  const call = clientFor(() => server!.baseUrl);
  const sub = (
    await call("POST", "/v1/webhookSubscriptions", {
      url: receiver.url,
      maxAttempts: 1,
      description: "Orders sync",
      triggers: [{ resourceName: "project", eventType: "create" }],
    })
  ).body.data as { id: number };
  const page = await signIn(browser, server.baseUrl);
  const projects: number[] = [];
  const events = async (n: number) => {
    for (let i = 0; i < n; i++)
      projects.push((await call("POST", "/v1/projects", { name: `Ops ${projects.length}` })).body.data.id);
  };

  await events(5);
  await expectBell(page, /Notifications: 1 unread/);
  await events(5);
  await expectBell(page, /Notifications: 4 unread/);

  await page.getByRole("button", { name: /Notifications: 4 unread/ }).click();
  await page.getByRole("link", { name: /was disabled automatically after 10 failed events/ }).click();
  await expect(page).toHaveURL(new RegExp(`/webhooks/${sub.id}/health`));
  const timeline = page.getByRole("list", { name: "What happened" }).first();
  await expect(timeline).toContainText("Disabled automatically after 10 failed events in a row.");
  await expect(timeline).toContainText("Warning sent at 90 %");
  await expect(page.getByText("4XX × 10")).toBeVisible();
  await expectNoAxeViolations(page, "the health page with its incident timeline");

  up = true;
  const before = receiver.received.length;
  await page.getByRole("button", { name: "Reactivate and recover…" }).click();
  const dialog = page.getByRole("dialog", { name: "Reactivate and recover" });
  await dialog.getByRole("button", { name: "Count (dry run)" }).click();
  await expect(dialog.getByText(/Dry run: 10 failed or abandoned deliveries/)).toBeVisible();
  await dialog.getByRole("button", { name: "Reactivate and replay 10" }).click();
  await expect(dialog.getByRole("progressbar", { name: "Recovery progress" })).toBeVisible();
  await expect(dialog.getByRole("status").filter({ hasText: "Done: 10 of 10 replayed" })).toBeVisible({
    timeout: 20_000,
  });
  const failed = (
    (await call("GET", `/v1/webhookSubscriptions/${sub.id}/deliveries?limit=50`)).body.data as {
      id: string;
    }[]
  ).map((d) => d.id);
  const replayed = () => new Set(receiver!.received.slice(before).map((r) => r.body?.delivery_id));
  await expect.poll(() => failed.filter((id) => replayed().has(id)).length).toBe(failed.length);
  expect(failed).toHaveLength(10);
  await page.keyboard.press("Escape");

  await page.goto("/webhooks/deliveries");
  await page.getByLabel("Resource id").fill(String(projects[3]));
  await page.getByRole("button", { name: "Search" }).click();
  const rows = page.getByRole("table", { name: "Matching deliveries" }).getByRole("row");
  // Ours, and the record index's own subscription's delivery of the same event.
  await expect(rows.filter({ hasText: `#${sub.id}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `#${sub.id}` })).toContainText(`#${projects[3]}`);
  await expect(page).toHaveURL(new RegExp(`entityId=${projects[3]}`));
  await expectNoAxeViolations(page, "the delivery search");
  await page.goto("/settings/notifications");
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await expectNoAxeViolations(page, "the notification settings");
});

test("without the delivery log, the missed-changes report lists what changed during the disable", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  [server, receiver] = await Promise.all([
    startServer({ ...monitor, SANDBOX_DELIVERY_LOG: "off" }),
    startReceiver(() => ({ status: 200 })),
  ]);
  const call = clientFor(() => server!.baseUrl);
  const sub = (
    await call("POST", "/v1/webhookSubscriptions", {
      url: receiver.url,
      triggers: [{ resourceName: "project", eventType: "create" }],
    })
  ).body.data as { id: number };
  const page = await signIn(browser, server.baseUrl);
  await page.waitForTimeout(1_500); // the monitor's first reading: the healthy baseline
  expect((await page.request.post(`/api/webhooks/${sub.id}/disable`)).status()).toBe(200);
  for (const name of ["Missed Alpha", "Missed Beta"]) await call("POST", "/v1/projects", { name });

  await page.goto(`/webhooks/${sub.id}/health`);
  await expect(page.getByRole("list", { name: "What happened" })).toContainText(
    `Disabled by ${emailOf("support")}`,
    { timeout: 15_000 },
  );
  // The index hears of the new projects through its own subscription; the report reads the index.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Reactivate and recover…" }).click();
    const dialog = page.getByRole("dialog", { name: "Reactivate and recover" });
    await dialog.getByRole("button", { name: "Count (dry run)" }).click();
    const report = dialog.getByRole("table", { name: "Records changed in the window" });
    await expect(report).toContainText("Missed Alpha", { timeout: 2_000 });
    await expect(report).toContainText("Missed Beta");
    await expect(dialog.getByRole("link", { name: "Export CSV" })).toBeVisible();
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText("What this report cannot know")).toBeVisible();
  await expectNoAxeViolations(page, "the missed-changes report");
});
