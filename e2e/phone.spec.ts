import type { Locator, Page, TestInfo } from "@playwright/test";
import { test, expect, axeViolations } from "./support/fixtures";
import { startReceiver, type Receiver } from "./integration/support/webhook-receiver";
import { DEMO_PASSWORD, emailOf, storageStateOf } from "./support/roles";

// Support paged about a subscription while away from a desk: a 390×844 phone, from sign-in through the menu to
// the subscription, its pause dialog and its health page. Every screen is kept as a screenshot and checked by
// axe (WCAG 2.2 AA, target size included, and best practices).
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver(() => ({ status: 204 }));
});
test.afterEach(async () => receiver.close());

async function screen(page: Page, testInfo: TestInfo, name: string) {
  // After a client-side navigation the URL changes before the new page renders: wait for its heading, or axe
  // reads the page in between (it once found no level-one heading there).
  await expect(page.getByRole("heading", { level: 1, includeHidden: true }).first()).toBeVisible();
  // Kept in the test's output directory (test-results/…), passed or failed, and attached to the report.
  const path = testInfo.outputPath(`${name.replaceAll(" ", "-")}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
  expect(await axeViolations(page, { bestPractice: true }), `axe on ${name}`).toEqual([]);
  // The page reflows: nothing wider than the phone, except inside its own scrolling region.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `no sideways scroll on ${name}`,
  ).toBe(390);
}

async function expectTappable(targets: Locator) {
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    expect(box, `${await target.getAttribute("aria-label")} is on screen`).not.toBeNull();
    expect(
      Math.min(box!.width, box!.height),
      `${await target.textContent()} is at least 24 px`,
    ).toBeGreaterThanOrEqual(24);
  }
}

async function expectInViewport(dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
}

test("support on a phone: signs in, reaches /webhooks through the menu, pauses a subscription and reads its health", async ({
  browser,
  as,
}, testInfo) => {
  test.setTimeout(120_000);
  // A subscription with one delivery in its log (made by a manager, as support cannot create one).
  const manager = await as("manager");
  const created = await manager.request.post("/api/webhooks", {
    data: {
      url: receiver.url,
      description: "Phone journey",
      triggers: [{ resourceName: "project", eventType: "create" }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const sub = (await created.json()).data as { id: number; url: string };
  expect(
    (await manager.request.post("/api/projects", { data: { name: `Phone ${Date.now()}` } })).status(),
  ).toBe(200);
  await receiver.waitFor(1);

  const context = await browser.newContext({ ...PHONE, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(emailOf("support"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).tap();
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();

  // The header: a menu button, the environment said once, the account menu in reach.
  const header = page.getByRole("banner");
  const menu = header.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(header.getByText("Sandbox", { exact: true })).toHaveCount(1);
  await expect(header.getByRole("button", { name: /^Account/ })).toBeVisible();
  await expectTappable(header.getByRole("button"));
  await screen(page, testInfo, "1 projects on a phone");

  // The menu: opened, focus on the current section; Escape closes it and focus returns to the button.
  await menu.tap();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Projects" })).toBeFocused();
  await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0); // support does not read the audit log
  await expectTappable(nav.getByRole("link"));
  await screen(page, testInfo, "2 the menu open");
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  await menu.tap();
  await nav.getByRole("link", { name: "Webhooks" }).tap();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await expect(nav).toBeHidden();
  // The table scrolls inside its own region, named after the heading above it and reachable by Tab.
  const table = page.getByRole("region", { name: "Webhooks table" });
  await expect(table).toHaveAttribute("tabindex", "0");
  await expect(table.getByRole("link", { name: sub.url }).first()).toBeVisible();
  await screen(page, testInfo, "3 webhooks list");
  await menu.tap();
  await expect(nav.getByRole("link", { name: "Webhooks" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");

  // The subscription: pause it, its consequence in a dialog that fits the screen.
  await table.getByRole("link", { name: sub.url }).first().tap();
  await expect(page).toHaveURL(new RegExp(`/webhooks/${sub.id}$`));
  const actions = page.getByRole("group", { name: "Delivery status" });
  await screen(page, testInfo, "4 the subscription");
  await actions.getByRole("button", { name: "Pause" }).tap();
  const pause = page.getByRole("alertdialog", { name: "Pause this subscription?" });
  await expect(pause).toContainText("marked failed: they are not retried by themselves");
  await expectInViewport(pause);
  await expectTappable(pause.getByRole("button"));
  await screen(page, testInfo, "5 the pause dialog");
  const paused = page.waitForResponse((r) => r.url().endsWith(`/api/webhooks/${sub.id}/pause`));
  await pause.getByRole("button", { name: "Pause subscription" }).tap();
  expect((await paused).status()).toBe(200);
  await expect(actions.getByRole("button", { name: "Reactivate" })).toBeVisible();

  // Its health page and delivery log.
  await page.getByRole("link", { name: "Delivery health" }).tap();
  await expect(page).toHaveURL(new RegExp(`/webhooks/${sub.id}/health$`));
  const log = page.getByRole("list", { name: /deliveries/i });
  const delivery = log.getByRole("button", { name: /project\.create/ }).first();
  await expect(delivery).toBeVisible();
  await delivery.tap();
  await expect(log.getByText("Attempt 1:")).toBeVisible();
  await screen(page, testInfo, "6 health and delivery log");
  await context.close();
  expect((await (await as("admin")).request.delete(`/api/webhooks/${sub.id}`)).status()).toBe(200);
});

// Issue 35, item 7: at 390 px the subscription list shows each row's status and its actions without a sideways
// scroll of the table.
test("the subscription list at 390 px shows status and the row menu in view", async ({ browser, as }) => {
  const manager = await as("manager");
  const url = `${receiver.url}/phone-list-${Date.now()}`;
  const created = await manager.request.post("/api/webhooks", {
    data: { url, triggers: [{ resourceName: "project", eventType: "create" }] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const context = await browser.newContext({
    ...PHONE,
    storageState: storageStateOf("support"),
    baseURL: process.env.E2E_BASE_URL,
  });
  const page = await context.newPage();
  await page.goto("/webhooks");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: url }) });
  const menu = row.getByRole("button", { name: `Actions for ${url}` });
  // Visible cells on a phone: URL, status, actions.
  const status = row.getByRole("cell").nth(1);
  await expect(status).toContainText(/active|verified|deliver/i);
  for (const target of [menu, status]) {
    await expect(target).toBeVisible();
    const box = (await target.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await context.close();
});

// Issue 35, item 7: on a phone the schedule opens on its list (the timeline left the chart about 50 px); the
// timeline stays one tap away, and a chosen view is kept in the address.
test("a schedule on a 390 px phone opens on its list, the timeline one tap away", async ({ browser }) => {
  const context = await browser.newContext({
    ...PHONE,
    storageState: storageStateOf("manager"),
    baseURL: process.env.E2E_BASE_URL,
  });
  const page = await context.newPage();
  await page.goto("/projects/4/schedule");
  await expect(page.getByRole("tab", { name: "List" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("table").first();
  await expect(table).toBeVisible();
  const box = (await table.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  await page.getByRole("tab", { name: "Timeline" }).click();
  await expect(page).toHaveURL(/view=timeline/);
  await expect(page.getByRole("tab", { name: "Timeline" })).toHaveAttribute("aria-selected", "true");
  await context.close();
});
