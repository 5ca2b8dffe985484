import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./support/fixtures";

// Issue 42, items 2 and 3 as an integration manager meets them: a 429 rule on the console's own client, which the
// console waits out and recovers from; a request opened in the inspector and followed to its event and delivery;
// and axe on the new pages.

async function firstProject(page: Page): Promise<{ id: number; name: string }> {
  const res = await page.request.get("/api/projects?limit=1");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number; name: string }[] }).data[0]!;
}

// The inspector's newest PATCH of the project, opened whole (recorded requests are written within a second: look
// again until it is there).
async function openNewestPatch(page: Page, projectId: number) {
  await page.goto(`/workbench/requests?path=/v1/projects/${projectId}`);
  const write = page.getByRole("link", { name: `PATCH /v1/projects/${projectId}` }).first();
  await expect(async () => {
    await page.reload();
    await expect(write).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await write.click();
  await expect(
    page.getByRole("heading", { name: `PATCH /v1/projects/${projectId}`, level: 1 }),
  ).toBeVisible();
}

test("a 429 rule: the console waits out Retry-After, recovers, and the inspector shows what happened", async ({
  as,
}) => {
  const page = await as("manager");
  const project = await firstProject(page);
  await page.goto("/workbench/faults");
  await expect(page.getByRole("heading", { name: "Fault injection", level: 1 })).toBeVisible();
  await page.getByLabel("Fault", { exact: true }).selectOption("fail_next");
  await page.getByLabel("Status").selectOption("429");
  await page.getByLabel("How many").fill("2");
  await page.getByLabel("Retry-After (s)").fill("1");
  await page.getByLabel("Client (empty: every client)").fill("sandbox-partner");
  await page.getByLabel("Method").selectOption("GET");
  await page.getByLabel("Path pattern").fill(`/v1/projects/${project.id}`);
  await page.getByRole("button", { name: "Add rule" }).click();
  const rule = page.getByRole("row").filter({ hasText: "Fail the next requests with 429" });
  await expect(rule).toContainText("2 left");
  await expect(page.getByRole("status").filter({ hasText: "Fault injection is on" })).toBeVisible();

  // The project's page reads it from the API: refused twice with Retry-After 1, the console waits and retries.
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("heading", { name: project.name, level: 1 })).toBeVisible();

  // Recorded requests are written within a second: look again until they are there.
  await page.goto(`/workbench/requests?path=/v1/projects/${project.id}&status=4xx`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: "429" }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page
    .getByRole("link", { name: `GET /v1/projects/${project.id}` })
    .first()
    .click();
  await expect(page.getByText("rate_limited: injected by the sandbox workbench's fault rule")).toBeVisible();
  await page.goto(`/workbench/requests?path=/v1/projects/${project.id}&status=2xx`);
  await expect(page.getByRole("link", { name: `GET /v1/projects/${project.id}` }).first()).toBeVisible();

  // The rule is spent; deleting it ends the banner.
  await page.goto("/workbench/faults");
  await expect(rule).toContainText("Ended");
  await rule.getByRole("button", { name: /^Delete rule/ }).click();
  await expect(page.getByRole("row").filter({ hasText: "Fail the next requests with 429" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Fault injection is on" })).toHaveCount(0);
});

test("a request opened in the inspector leads to the event it caused and that event's delivery", async ({
  as,
}) => {
  const page = await as("manager");
  const project = await firstProject(page);
  const sub = await page.request.post("/api/webhooks", {
    data: {
      url: "https://example.com/inspector-links",
      triggers: [{ resourceName: "project", eventType: "update" }],
    },
  });
  expect(sub.ok()).toBe(true);
  const subscriptionId = ((await sub.json()) as { data: { id: number } }).data.id;
  const patched = await page.request.patch(`/api/projects/${project.id}`, {
    data: { notes: `inspected ${Date.now()}` },
  });
  expect(patched.ok()).toBe(true);

  await openNewestPatch(page, project.id);
  await expect(page.getByText(/passed \(write:projects\)/)).toBeVisible();
  const event = page.getByRole("link", { name: new RegExp(`^Event \\d+: project ${project.id} update$`) });
  await expect(event).toBeVisible();
  // The delivery engine fans the event out to the subscription within moments.
  const delivery = page.getByRole("link", { name: `Delivery to subscription ${subscriptionId}` });
  await expect(async () => {
    await page.reload();
    await expect(delivery).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await delivery.click();
  await expect(page).toHaveURL(
    new RegExp(`/webhooks/deliveries\\?subscriptionId=${subscriptionId}&entityId=${project.id}`),
  );
  await expect(page.getByRole("heading", { name: "Delivery search", level: 1 })).toBeVisible();
  await page.goBack();
  await event.click();
  await expect(page).toHaveURL(new RegExp(`/webhooks/deliveries\\?entityId=${project.id}`));
});

test("a delivery in the inspector leads to the inbox request that received it, even once newer ones push it off the list", async ({
  as,
}) => {
  const page = await as("manager");
  // A project of its own, so the newest PATCH of it recorded is this test's.
  const made = await page.request.post("/api/projects", { data: { name: `Inbox link ${Date.now()}` } });
  expect(made.ok(), await made.text()).toBe(true);
  const project = ((await made.json()) as { data: { id: number } }).data;
  const created = await page.request.post("/api/workbench/inboxes", {
    data: { name: `Linked ${Date.now()}` },
  });
  expect(created.ok()).toBe(true);
  const inbox = ((await created.json()) as { data: { id: number; name: string; url: string } }).data;
  const sub = await page.request.post("/api/webhooks", {
    data: { url: inbox.url, triggers: [{ resourceName: "project", eventType: "update" }] },
  });
  expect(sub.ok()).toBe(true);
  const subscriptionId = ((await sub.json()) as { data: { id: number } }).data.id;
  expect(
    (await page.request.patch(`/api/projects/${project.id}`, { data: { notes: `to ${inbox.name}` } })).ok(),
  ).toBe(true);

  await openNewestPatch(page, project.id);
  const deliveries = page.getByRole("list", { name: /^Deliveries of event/ });
  const received = deliveries
    .getByRole("listitem")
    .filter({ hasText: `Delivery to subscription ${subscriptionId}` })
    .getByRole("link", { name: /^Received by the inbox/ });
  await expect(async () => {
    await page.reload();
    await expect(received).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const href = (await received.getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^/workbench/inboxes\\?inbox=${inbox.id}&request=\\d+$`));
  await received.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 2, name: inbox.name })).toBeVisible();
  const requestId = new URL(href, "http://x").searchParams.get("request")!;
  const detail = page.getByRole("region", { name: `Request ${requestId}` });
  await expect(detail.getByText("Signature verified", { exact: true })).toBeVisible();
  await expect(detail.getByRole("region", { name: "Body" })).toContainText(`"entity_id": ${project.id}`);

  // 30 newer requests push it out of the 25 the list shows; the link still opens it.
  for (let i = 0; i < 30; i++)
    expect((await page.request.post(inbox.url, { data: { n: i } })).ok()).toBe(true);
  await page.goto(href);
  await expect(page.getByRole("list", { name: "Received requests" }).getByRole("listitem")).toHaveCount(25);
  await expect(detail.getByRole("region", { name: "Body" })).toContainText(`"entity_id": ${project.id}`);
  await page.request.delete(`/api/webhooks/${subscriptionId}`);
});

test("axe finds nothing on the inspector, a request and the faults page", async ({ as }) => {
  const page = await as("admin");
  await page.goto("/workbench/requests");
  await expect(page.getByRole("heading", { name: "Request inspector", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /^(GET|POST|PATCH|DELETE) \// }).first()).toBeVisible();
  await expectNoAxeViolations(page, "the request inspector");
  await page
    .getByRole("link", { name: /^(GET|POST|PATCH|DELETE) \// })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Events caused" })).toBeVisible();
  await expectNoAxeViolations(page, "a recorded request");
  await page.goto("/workbench/faults");
  await expect(page.getByRole("heading", { name: "Rules", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the faults page");
});
