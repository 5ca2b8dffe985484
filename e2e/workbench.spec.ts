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
