import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./support/fixtures";

// The sandbox workbench as an integration manager uses it: an inbox as the webhook receiver, its signature
// check, its behaviour, the delivery engine's clock up to the auto-disable, and the reset page's confirmation.

type Inbox = { id: number; name: string; url: string };

const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

async function createLead(page: Page, name: string) {
  const res = await page.request.post("/api/leads", { data: { name, phaseId: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { id: number };
}

async function renameLead(page: Page, id: number, name: string) {
  const res = await page.request.patch(`/api/leads/${id}`, { data: { name } });
  expect(res.status(), await res.text()).toBe(200);
}

async function openInbox(page: Page, name: string) {
  await page.goto("/workbench/inboxes");
  await page
    .getByRole("navigation", { name: "Inboxes" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

test("a manager creates an inbox, subscribes it, changes a lead and sees the signed delivery arrive and verify", async ({
  as,
}) => {
  test.setTimeout(120_000);
  const page = await as("manager");
  await page.goto("/projects");
  const sandbox = page.getByRole("navigation", { name: "Main" }).getByRole("group", { name: "Sandbox" });
  await sandbox.getByRole("link", { name: "Inboxes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhook inboxes" })).toBeVisible();
  // A manager may not reset the sandbox: not offered.
  await expect(sandbox.getByRole("link", { name: "Reset" })).toHaveCount(0);

  const name = unique("CRM receiver");
  await page.getByLabel("Inbox name").fill(name);
  await page.getByRole("button", { name: "Create inbox" }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByText("Nothing yet.")).toBeVisible();
  await expectNoAxeViolations(page, "inboxes page");

  // Through the console's own webhook form: the secret is shown once, as for any subscription.
  await page.getByRole("link", { name: "Create a subscription to this inbox" }).click();
  await expect(page).toHaveURL(/\/webhooks\/new\?/);
  await expect(page.getByRole("textbox", { name: "URL" })).toHaveValue(
    /\/sandbox\/inbox\/[A-Za-z0-9_-]{32}$/,
  );
  await page.getByRole("checkbox", { name: "Lead Updated" }).check();
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toBeVisible();
  await page.getByRole("checkbox", { name: "I have stored the secret" }).check();
  await page.getByRole("button", { name: "Go to subscription" }).click();
  await expect(page).toHaveURL(/\/webhooks\/\d+$/);
  const subscriptionId = Number(page.url().split("/").pop());

  const lead = await createLead(page, unique("Inbox lead"));
  await renameLead(page, lead.id, unique("Inbox lead renamed"));

  await openInbox(page, name);
  await expect(page.getByRole("heading", { name: "Requests received (1)" })).toBeVisible({ timeout: 30_000 });
  const request = page.getByRole("region", { name: /^Request \d+$/ });
  await expect(request.getByText("Signature verified")).toBeVisible();
  await expect(
    request.getByText(`The signature verifies with subscription ${subscriptionId}'s secret.`),
  ).toBeVisible();
  await expect(request.getByRole("region", { name: "Body" })).toContainText('"event_type": "lead.update"');
  await expect(request).toContainText("x-webhook-signature");
  await expectNoAxeViolations(page, "inbox with a request");
  await page.request.delete(`/api/webhooks/${subscriptionId}`);
});

test("an inbox set to 500 fails every attempt; the clock runs the retries up to the auto-disable", async ({
  as,
}) => {
  test.setTimeout(180_000);
  const page = await as("manager");
  const created = await page.request.post("/api/workbench/inboxes", { data: { name: unique("Failing") } });
  expect(created.status(), await created.text()).toBe(200);
  const inbox = (await created.json()).data as Inbox;
  const sub = await page.request.post("/api/webhooks", {
    data: { url: inbox.url, triggers: [{ resourceName: "lead", eventType: "update" }], maxAttempts: 2 },
  });
  expect(sub.status(), await sub.text()).toBe(200);
  const subscriptionId = ((await sub.json()).data as { id: number }).id;

  await openInbox(page, inbox.name);
  await page.getByLabel("Answer with").selectOption("500");
  await page.getByRole("button", { name: "Save behaviour" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page.getByText(`This inbox answers 500.`)).toBeVisible();

  // Ten failed events disable a subscription: ten changes, each failing its first attempt now.
  const lead = await createLead(page, unique("Retry lead"));
  for (let i = 1; i <= 10; i++) await renameLead(page, lead.id, unique(`Retry lead ${i}`));
  await expect(page.getByRole("heading", { name: "Requests received (10)" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("region", { name: /^Request \d+$/ })).toContainText("500");

  await page.goto("/workbench/clock");
  await expect(page.getByRole("heading", { level: 1, name: "Clock" })).toBeVisible();
  await expectNoAxeViolations(page, "clock page");
  // The second attempts wait a minute: advancing the clock by one makes them due at once.
  await page.getByLabel("Advance by").selectOption("60");
  await page.getByRole("button", { name: "Advance the clock" }).click();
  await expect(page.getByText(/Advanced the clock: \d+ deliver/)).toBeVisible();
  await expect(page.getByText("Sandbox time:")).toBeVisible({ timeout: 15_000 });
  // Any first attempt recorded after the advance still waits: run what waits until the subscription is disabled.
  await expect(async () => {
    await page.getByRole("button", { name: "Run due retries now" }).click();
    await expect(page.getByText(/Ran the waiting retries/)).toBeVisible();
    const res = await page.request.get(`/api/webhooks/${subscriptionId}`);
    expect(((await res.json()).data as { status: string }).status).toBe("disabled");
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });

  await page.goto(`/webhooks/${subscriptionId}`);
  await expect(page.getByText("Disabled").first()).toBeVisible();
  await openInbox(page, inbox.name);
  await expect(page.getByRole("heading", { name: "Requests received (20)" })).toBeVisible();
  const admin = await as("admin");
  await admin.request.delete(`/api/webhooks/${subscriptionId}`);
});

test("the reset page asks an admin to type the company's name before it resets", async ({ as }) => {
  const page = await as("admin");
  await page.goto("/workbench/inboxes");
  await page.getByRole("group", { name: "Sandbox" }).first().getByRole("link", { name: "Reset" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset the sandbox" })).toBeVisible();
  const confirm = page.getByLabel('Type "Cascade Home Builders" to confirm');
  const button = page.getByRole("button", { name: "Reset this company" });
  await expect(button).toBeDisabled();
  await confirm.fill("Cascade Home");
  await expect(button).toBeDisabled();
  await page.getByLabel(/^Everything/).check();
  await expect(page.getByLabel('Type "reset everything" to confirm')).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset everything" })).toBeDisabled();
  await expectNoAxeViolations(page, "reset page");

  // Not for a manager.
  const manager = await as("manager");
  await manager.goto("/workbench/reset");
  await expect(manager).toHaveURL(/\/workbench\/inboxes\?refused=reset-sandbox$/);
});
