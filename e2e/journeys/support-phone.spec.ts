import { test, expect } from "../support/fixtures";
import { startReceiver, type Receiver, type Reply } from "../integration/support/webhook-receiver";
import { storageStateOf } from "../support/roles";
import { activate, animationsDone, type Mode } from "./input";
import { screen as step } from "./step";

// Journey 4 of issue 27: support, paged about a failing subscription, on a 390×844 phone. From the menu to the
// subscription, pause it, reactivate it (the dialog names what happens and the replay button by its words), see
// it "Reactivated, not yet verified" while the receiver's last answer is still a failure, then, the receiver
// fixed, send a test event and see it turn healthy. Once by touch, once with the keyboard alone.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// A screen of the journey once what moves on it has come to rest (see animationsDone).
async function screen(...args: Parameters<typeof step>) {
  await animationsDone(args[0]);
  await step(...args);
}

let receiver: Receiver;
let reply: () => Reply;
test.beforeEach(async () => {
  reply = () => ({ status: 500, body: "receiver exploded" });
  receiver = await startReceiver(() => reply());
});
test.afterEach(async () => receiver.close());

for (const mode of ["touch", "keyboard"] as const satisfies Mode[]) {
  test(`support on a phone pauses and reactivates a failing subscription until it is healthy (${mode})`, async ({
    browser,
    as,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A subscription whose receiver failed one event (made by a manager: support cannot create one).
    const manager = await as("manager");
    const description = `Phone journey ${mode} ${Date.now()}`;
    const created = await manager.request.post("/api/webhooks", {
      data: {
        url: receiver.url,
        description,
        maxAttempts: 1,
        triggers: [{ resourceName: "project", eventType: "create" }],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const sub = (await created.json()).data as { id: number; url: string };
    expect((await manager.request.post("/api/projects", { data: { name: description } })).status()).toBe(200);
    await receiver.waitFor(1);
    await expect
      .poll(
        async () =>
          (await (await manager.request.get(`/api/webhooks/${sub.id}`)).json()).data.consecutiveFailures,
      )
      .toBe(1);

    const context = await browser.newContext({
      ...PHONE,
      storageState: storageStateOf("support"),
      // Toasts then appear without a fade, so axe never measures one half-painted.
      reducedMotion: "reduce",
      baseURL: process.env.E2E_BASE_URL,
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();

    // The menu, then the list: the row says failing, in words.
    const menu = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await activate(page, menu, mode);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Webhooks" })).toBeVisible();
    await screen(page, testInfo, "the menu open");
    await activate(page, nav.getByRole("link", { name: "Webhooks" }), mode);
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: description });
    await expect(row.getByText("Status: Active · failing (1 of 10)")).toBeAttached();
    await screen(page, testInfo, "webhooks list");

    // The subscription: failing, and why, at the top.
    await activate(page, row.getByRole("link", { name: sub.url }), mode);
    await expect(page).toHaveURL(new RegExp(`/webhooks/${sub.id}$`));
    const health = page.getByRole("region", { name: "Current health" });
    await expect(page.getByText("Status: Active · failing (1 of 10)")).toBeVisible();
    await expect(health).toContainText("the last delivery failed (HTTP 500)");
    await expect(health.getByRole("group", { name: "Response body of the last failure" })).toHaveText(
      "receiver exploded",
    );
    await screen(page, testInfo, "the failing subscription");

    // Pause, with the consequences named first.
    const actions = page.getByRole("group", { name: "Delivery status" });
    await activate(page, actions.getByRole("button", { name: "Pause" }), mode);
    const pause = page.getByRole("alertdialog", { name: "Pause this subscription?" });
    await expect(pause).toContainText("marked failed: they are not retried by themselves");
    await screen(page, testInfo, "the pause dialog");
    await activate(page, pause.getByRole("button", { name: "Pause subscription" }), mode);
    await expect(page.getByText("Status: Paused")).toBeVisible();
    await expect(page.getByText(`Paused ${sub.url}`)).toBeVisible(); // the toast, once the API agreed
    await expect(health).toContainText("Paused: nothing is delivered until it is reactivated.");
    await screen(page, testInfo, "paused");

    // Reactivate: what it does, what it does not, and the replay button by the words it wears.
    await activate(page, actions.getByRole("button", { name: "Reactivate" }), mode);
    const reactivate = page.getByRole("alertdialog", { name: "Reactivate this subscription?" });
    await expect(reactivate).toContainText("the failure count starts again at 0");
    await expect(reactivate).toContainText("Nothing missed while it was paused is caught up");
    await expect(reactivate).toContainText("“Replay failed deliveries…” in the delivery health view");
    await screen(page, testInfo, "the reactivate dialog");
    await activate(page, reactivate.getByRole("button", { name: "Reactivate subscription" }), mode);

    // Active again, but the receiver's last answer was a failure: not called healthy.
    await expect(page.getByText("Status: Reactivated, not yet verified")).toBeVisible();
    await expect(page.getByText(`Reactivated ${sub.url}`)).toBeVisible(); // the toast
    await expect(health).toContainText(
      "Reactivated, not yet verified: the last delivery failed (HTTP 500) at",
    );
    await expect(page.getByText(/Healthy/)).toHaveCount(0);
    await screen(page, testInfo, "reactivated, not yet verified");

    // The health view: the same, and the replay button the dialog named.
    await activate(page, page.getByRole("link", { name: "Delivery health" }), mode);
    await expect(page).toHaveURL(new RegExp(`/webhooks/${sub.id}/health$`));
    await expect(page.getByText("Status: Reactivated, not yet verified")).toBeVisible();
    await expect(page.getByRole("button", { name: "Replay failed deliveries…" })).toBeVisible();
    await expect(page.getByText(/Healthy/)).toHaveCount(0);
    await screen(page, testInfo, "health view, not yet verified");

    // The receiver is fixed: a test event is delivered and the subscription turns healthy.
    reply = () => ({ status: 200, body: "thanks" });
    await activate(page, page.getByRole("button", { name: "Send test event" }).first(), mode);
    await expect(
      page.getByText(/^Test event \(project\.create\) delivered: HTTP 200 in \d+ ms$/),
    ).toBeVisible();
    await expect(page.getByText("Status: Active · healthy")).toBeVisible();
    await expect(page.getByRole("region", { name: "Current health" })).toContainText(
      "Healthy: no failure streak, and the last delivery (a test) succeeded at",
    );
    await expect(page.getByText("Reactivated, not yet verified")).toHaveCount(0);
    await screen(page, testInfo, "healthy again");

    await context.close();
    expect((await (await as("admin")).request.delete(`/api/webhooks/${sub.id}`)).status()).toBe(200);
  });
}
