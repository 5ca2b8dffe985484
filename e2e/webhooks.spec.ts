import { createHmac } from "node:crypto";
import type { Browser, Page, Response } from "@playwright/test";
import { test, expect, expectNoAxeViolations, setTheme } from "./support/fixtures";
import { startReceiver, type Receiver } from "./integration/support/webhook-receiver";
import { tabTo } from "./support/keyboard";
import { storageStateOf } from "./support/roles";

type Sub = { id: number; url: string; status: string; consecutiveFailures: number };

const signatureOf = (secret: string, timestamp: string, raw: string) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${raw}`).digest("hex")}`;

async function createSubscription(page: Page, url: string, extra: Record<string, unknown> = {}) {
  const res = await page.request.post("/api/webhooks", {
    data: { url, triggers: [{ resourceName: "project", eventType: "create" }], ...extra },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as Sub;
}

async function createProject(page: Page, name: string) {
  const res = await page.request.post("/api/projects", { data: { name } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { id: number };
}

// A manager's page that may read what the Copy button wrote.
async function managerWithClipboard(browser: Browser) {
  const context = await browser.newContext({
    storageState: storageStateOf("manager"),
    baseURL: process.env.E2E_BASE_URL,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  return context.newPage();
}

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver(() => ({ status: 204 }));
});
test.afterEach(async () => receiver.close());

test("a manager creates a subscription, stores the secret shown once, and the receiver verifies with it", async ({
  browser,
  as,
}) => {
  test.setTimeout(120_000);
  const page = await managerWithClipboard(browser);
  const context = page.context();
  await page.goto("/webhooks");
  await expectNoAxeViolations(page, "webhooks list");
  await page.getByRole("link", { name: "New subscription" }).first().click();
  await expect(page).toHaveURL(/\/webhooks\/new$/);

  // Validated before sending: plain http only to a loopback host.
  await page.getByRole("textbox", { name: "URL" }).fill("http://example.com/hook");
  await page.getByRole("checkbox", { name: "Project Created" }).check();
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(page.getByText(/only allowed to a loopback host/)).toBeVisible();
  await expect(page).toHaveURL(/\/webhooks\/new$/);

  await page.getByRole("textbox", { name: "URL" }).fill(receiver.url);
  await page.getByRole("textbox", { name: "Description" }).fill("E2E receiver");
  await expect(page.getByText(/about 2 h 36 min/)).toBeVisible();
  await expectNoAxeViolations(page, "create subscription form");
  await page.getByRole("button", { name: "Create subscription" }).click();

  // The secret panel: copy, the warning, and no way on until the secret is stored.
  const secretField = page.getByRole("textbox", { name: "Signing secret" });
  await expect(secretField).toBeVisible();
  await expect(page.getByText("This is the only time the secret is shown.")).toBeVisible();
  await expectNoAxeViolations(page, "secret panel");
  await page.getByRole("button", { name: "Copy" }).click();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(secretField).toHaveValue(secret);
  const goOn = page.getByRole("button", { name: "Go to subscription" });
  await expect(goOn).toBeDisabled();
  await page.getByRole("checkbox", { name: "I have stored the secret" }).check();
  await goOn.click();
  await expect(page).toHaveURL(/\/webhooks\/\d+$/);
  const id = Number(page.url().split("/").pop());

  // The next event arrives signed with that secret.
  await createProject(page, `Webhook e2e ${Date.now()}`);
  const [delivery] = await receiver.waitFor(1);
  const timestamp = String(delivery!.headers["x-webhook-timestamp"]);
  expect(delivery!.headers["x-webhook-signature"]).toBe(signatureOf(secret, timestamp, delivery!.raw));
  expect(delivery!.body.event_type).toBe("project.create");

  // From here on nothing the browser sees holds the secret: not the pages, not the API responses, not storage.
  const seen: Promise<string>[] = [];
  // A streamed response (the RSC payload of a page still rendering) may never finish: give each 5 s.
  const textOf = (r: Response) =>
    Promise.race([r.text(), new Promise<string>((ok) => setTimeout(() => ok(""), 5_000))]).catch(() => "");
  const record = (r: Response) => seen.push(textOf(r));
  page.on("response", record);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const html = [await page.content()];
  await page.goBack(); // the create page, from the back-forward cache or afresh
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toHaveCount(0);
  html.push(await page.content());
  for (const path of ["/webhooks", `/webhooks/${id}`, `/webhooks/${id}/health`, "/webhooks/new"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    html.push(await page.content());
  }
  const storage = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  page.off("response", record);
  const bodies = await Promise.all(seen);
  expect(bodies.length).toBeGreaterThan(3);
  for (const text of [...html, ...bodies, storage]) expect(text).not.toContain(secret);
  await context.close();

  const admin = await as("admin");
  expect((await admin.request.delete(`/api/webhooks/${id}`)).status()).toBe(200);
});

test("a delivery abandoned by a pause reads as abandoned, not as a failure", async ({ as }) => {
  await receiver.close();
  receiver = await startReceiver(() => ({ status: 503, headers: { "Retry-After": "3600" } }));
  const page = await as("manager");
  const sub = await createSubscription(page, receiver.url, { description: "Abandoned e2e" });
  await createProject(page, "Abandoned e2e event");
  await receiver.waitFor(1);
  // The first attempt failed and the next waits an hour: pausing now abandons it (spec: pending retries).
  await expect(async () => {
    const res = await page.request.get(`/api/webhooks/${sub.id}/deliveries`);
    expect(JSON.stringify(await res.json())).toContain("pending_retry");
  }).toPass({ timeout: 30_000 });
  expect((await page.request.post(`/api/webhooks/${sub.id}/pause`)).status()).toBe(200);

  await page.goto(`/webhooks/${sub.id}/health`);
  const log = page.getByRole("list", { name: "Deliveries" });
  const row = log.getByRole("button", { name: /project\.create/ }).first();
  await expect(row).toContainText("Abandoned");
  await expect(row).not.toContainText("Failed");
  await row.click();
  await expect(log).toContainText("the subscription was paused or disabled while it waited");
});

test("support pauses and reactivates with the consequences named, and cannot edit or delete", async ({
  as,
}) => {
  const manager = await as("manager");
  const sub = await createSubscription(manager, receiver.url, { description: "Support e2e" });

  const page = await as("support");
  await page.goto(`/webhooks/${sub.id}`);
  const actions = page.getByRole("group", { name: "Delivery status" });
  await actions.getByRole("button", { name: "Pause" }).click();
  const pause = page.getByRole("alertdialog", { name: "Pause this subscription?" });
  await expect(pause).toContainText("marked failed: they are not retried by themselves");
  // The buttons flip optimistically; wait for the API's answer before reloading (a reload cancels the request).
  const paused = page.waitForResponse((r) => r.url().endsWith(`/api/webhooks/${sub.id}/pause`));
  await pause.getByRole("button", { name: "Pause subscription" }).click();
  expect((await paused).status()).toBe(200);
  await expect(actions.getByRole("button", { name: "Reactivate" })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Status: Paused")).toBeVisible();

  await actions.getByRole("button", { name: "Reactivate" }).click();
  const reactivate = page.getByRole("alertdialog", { name: "Reactivate this subscription?" });
  await expect(reactivate).toContainText("Nothing missed while it was paused is caught up");
  const reactivated = page.waitForResponse((r) => r.url().endsWith(`/api/webhooks/${sub.id}/reactivate`));
  await reactivate.getByRole("button", { name: "Reactivate subscription" }).click();
  expect((await reactivated).status()).toBe(200);
  await expect(actions.getByRole("button", { name: "Pause" })).toBeVisible();
  expect((await (await page.request.get(`/api/webhooks/${sub.id}`)).json()).data.status).toBe("active");

  // No edit, delete or rotation for support: not shown, and refused by the server.
  for (const name of ["Edit", "Delete", "Recreate with a new secret"])
    await expect(
      page.getByRole("button", { name, exact: true }).or(page.getByRole("link", { name, exact: true })),
    ).toHaveCount(0);
  expect((await page.request.patch(`/api/webhooks/${sub.id}`, { data: { description: "x" } })).status()).toBe(
    403,
  );
  expect((await page.request.delete(`/api/webhooks/${sub.id}`)).status()).toBe(403);
  await page.goto(`/webhooks/${sub.id}/edit`);
  await expect(page).not.toHaveURL(/\/edit$/); // sent away from the edit form
  await expect(page.getByRole("textbox", { name: "URL" })).toHaveCount(0);

  // The list row offers the same actions, and each one is in the audit log.
  await page.goto("/webhooks");
  await expect(page.getByRole("button", { name: `Actions for ${sub.url}` }).first()).toBeVisible();
  // axe on a populated list too (the first test sees it before any subscription exists), in both themes.
  await expectNoAxeViolations(page, "webhooks list with a subscription");
  await setTheme(page, "dark");
  await expect(page.getByRole("button", { name: `Actions for ${sub.url}` }).first()).toBeVisible();
  await expectNoAxeViolations(page, "webhooks list with a subscription (dark)");
  await setTheme(page, "light");
  const admin = await as("admin");
  await admin.goto("/audit?operation=webhook.reactivate");
  await expect(admin.getByRole("cell", { name: `webhook ${sub.id}` }).first()).toBeVisible();
  await admin.goto("/audit?operation=webhook.pause");
  await expect(admin.getByRole("cell", { name: `webhook ${sub.id}` }).first()).toBeVisible();
  expect((await admin.request.delete(`/api/webhooks/${sub.id}`)).status()).toBe(200);
});

test("a manager recreates a subscription with a new secret, shown once; the old one is kept, disabled and linked", async ({
  as,
}) => {
  const page = await as("manager");
  const old = await createSubscription(page, receiver.url, { description: "Rotate me", maxAttempts: 3 });
  await page.goto(`/webhooks/${old.id}`);
  await page.getByRole("button", { name: "Recreate with a new secret" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Recreate with a new secret" }).click();
  const secretField = page.getByRole("textbox", { name: "Signing secret" });
  await expect(secretField).toHaveValue(/^whsec_/);
  const secret = await secretField.inputValue();
  // A manager may not delete: the old subscription is disabled, not deleted, and the panel says so.
  await expect(
    page.getByRole("status").filter({ hasText: `old subscription ${old.id} was disabled` }),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: "I have stored the secret" }).check();
  await page.getByRole("button", { name: "Go to subscription" }).click();
  await expect(page).toHaveURL(/\/webhooks\/\d+$/);
  const id = Number(page.url().split("/").pop());
  expect(id).not.toBe(old.id);
  const kept = (await (await page.request.get(`/api/webhooks/${old.id}`)).json()).data;
  expect(kept.status).toBe("disabled");
  expect(kept.description).toBe(`Replaced by subscription ${id} (new secret). Rotate me`);
  const copy = (await (await page.request.get(`/api/webhooks/${id}`)).json()).data;
  expect(copy).toMatchObject({ url: receiver.url, description: "Rotate me", maxAttempts: 3 });
  await page.reload();
  expect(await page.content()).not.toContain(secret);

  await createProject(page, `Rotated e2e ${Date.now()}`);
  const [delivery] = await receiver.waitFor(1);
  const timestamp = String(delivery!.headers["x-webhook-timestamp"]);
  expect(delivery!.headers["x-webhook-signature"]).toBe(signatureOf(secret, timestamp, delivery!.raw));
  const admin = await as("admin");
  expect((await admin.request.delete(`/api/webhooks/${id}`)).status()).toBe(200);
  expect((await admin.request.delete(`/api/webhooks/${old.id}`)).status()).toBe(200);
});

test("the signature checker tells a good signature from a bad one", async ({ as }) => {
  const page = await as("support");
  await page.goto("/webhooks/signature-checker");
  const body = '{"event_type":"project.create"}';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const secret = "whsec_e2e-checker-secret";
  await page.getByLabel("Raw request body").fill(body);
  await page.getByLabel("Timestamp").fill(timestamp);
  await page
    .getByRole("textbox", { name: "Signature", exact: true })
    .fill(signatureOf(secret, timestamp, body));
  await page.getByLabel("Signing secret").fill(secret);
  const check = page.getByRole("button", { name: "Check signature" });
  await check.click();
  await expect(page.getByText("Verifies", { exact: true })).toBeVisible();
  await page.getByLabel("Raw request body").fill(`${body} `);
  await check.click();
  await expect(page.getByText("Does not verify", { exact: true })).toBeVisible();
  await expect(page.getByText(/ends in a space or line break/)).toBeVisible();
  await expectNoAxeViolations(page, "signature checker");
});

test("a manager creates a subscription and stores its secret, and support pauses it, with the keyboard alone", async ({
  browser,
  as,
}) => {
  const page = await managerWithClipboard(browser);
  const context = page.context();
  await page.goto("/webhooks/new");
  await tabTo(page, page.getByRole("textbox", { name: "URL" }));
  await page.keyboard.type(receiver.url);
  await tabTo(page, page.getByRole("checkbox", { name: "Project Created" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Create subscription" }));
  await page.keyboard.press("Enter");

  // The secret panel: copy, confirm it is stored, go on.
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Copy" }));
  await page.keyboard.press("Enter");
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await tabTo(page, page.getByRole("checkbox", { name: "I have stored the secret" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Go to subscription" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/webhooks\/\d+$/);
  const id = Number(page.url().split("/").pop());
  await context.close();

  const support = await as("support");
  await support.goto(`/webhooks/${id}`);
  const actions = support.getByRole("group", { name: "Delivery status" });
  await tabTo(support, actions.getByRole("button", { name: "Pause" }));
  await support.keyboard.press("Enter");
  const pause = support.getByRole("alertdialog", { name: "Pause this subscription?" });
  await tabTo(support, pause.getByRole("button", { name: "Pause subscription" }));
  await support.keyboard.press("Enter");
  await expect(actions.getByRole("button", { name: "Reactivate" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Reactivate" })).toBeFocused();
  expect((await (await support.request.get(`/api/webhooks/${id}`)).json()).data.status).toBe("paused");
  expect((await (await as("admin")).request.delete(`/api/webhooks/${id}`)).status()).toBe(200);
});
