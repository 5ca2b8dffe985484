import { test, expect } from "../support/fixtures";
import { startReceiver, type Receiver } from "../integration/support/webhook-receiver";
import { activate, animationsDone, pickFromMenu, tick, typeInto, type Mode } from "./input";
import { screen as step } from "./step";

// Journey 3 of issue 27: a manager creates a subscription to a receiver that fails, stores the one-time
// secret, sends a test event from the subscription page and sees why it failed, sees the subscription turn
// "Active · failing (1 of 10)" with the cause at the top once a real event fails, follows to the health view,
// and sends a test event from the list's row menu. Once with the mouse, once with the keyboard alone.

// A screen of the journey once what moves on it has come to rest (see animationsDone).
async function screen(...args: Parameters<typeof step>) {
  await animationsDone(args[0]);
  await step(...args);
}

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver(() => ({ status: 500, body: "receiver exploded" }));
});
test.afterEach(async () => receiver.close());

for (const mode of ["mouse", "keyboard"] as const satisfies Mode[]) {
  test(`a webhook subscription from creation to failure (${mode})${mode === "mouse" ? " @smoke" : ""}`, async ({
    as,
  }, testInfo) => {
    test.setTimeout(180_000);
    const page = await as("manager");
    // Toasts then appear without a fade, so axe never measures one half-painted.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const description = `Journey ${mode} ${Date.now()}`;

    // The list, then the create form: one attempt per event, so a failing event counts at once.
    await page.goto("/webhooks");
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await screen(page, testInfo, "webhooks list");
    await activate(page, page.getByRole("link", { name: "New subscription" }).first(), mode);
    await expect(page).toHaveURL(/\/webhooks\/new$/);
    await typeInto(page, page.getByRole("textbox", { name: "URL" }), receiver.url, mode);
    await typeInto(page, page.getByRole("textbox", { name: "Description" }), description, mode);
    await tick(page, page.getByRole("checkbox", { name: "Project Created" }), mode);
    await typeInto(page, page.getByRole("spinbutton", { name: "Attempts per event" }), "1", mode);
    await expect(
      page.getByText("A failing event is not retried: one attempt, then it counts as failed."),
    ).toBeVisible();
    await screen(page, testInfo, "create form");
    await activate(page, page.getByRole("button", { name: "Create subscription" }), mode);

    // The one-time secret page: no way on until the secret is stored.
    await expect(page.getByRole("textbox", { name: "Signing secret" })).toBeVisible();
    await expect(page.getByText("This is the only time the secret is shown.")).toBeVisible();
    const goOn = page.getByRole("button", { name: "Go to subscription" });
    await expect(goOn).toBeDisabled();
    await screen(page, testInfo, "one-time secret");
    await tick(page, page.getByRole("checkbox", { name: "I have stored the secret" }), mode);
    await activate(page, goOn, mode);
    await expect(page).toHaveURL(/\/webhooks\/\d+$/);
    const id = Number(page.url().split("/").pop());

    // The subscription page: nothing delivered yet, and a test event to check the endpoint.
    const health = page.getByRole("region", { name: "Current health" });
    await expect(page.getByText("Status: Active", { exact: true })).toBeVisible();
    await expect(health).toContainText("Nothing has been delivered yet");
    await screen(page, testInfo, "new subscription");
    await activate(page, page.getByRole("button", { name: "Send test event" }), mode);
    await expect(page.getByText(/^Test event \(project\.create\) failed: HTTP 500 in \d+ ms$/)).toBeVisible();
    await expect(page.getByRole("group", { name: "Response body of the test event" })).toHaveText(
      "receiver exploded",
    );
    // The failed test is not called healthy: the status says so, and the cause is at the top.
    await expect(page.getByText("Status: Active · last delivery failed")).toBeVisible();
    await expect(health).toContainText("Not yet verified: the last delivery (a test) failed (HTTP 500) at");
    await screen(page, testInfo, "test event failed on the subscription page");

    // A real event fails: the streak is 1 of 10 and the status says failing, in words, with the cause.
    const event = await page.request.post("/api/projects", { data: { name: `${description} event` } });
    expect(event.status()).toBe(200);
    await receiver.waitFor(2);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText("Status: Active · failing (1 of 10)")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(health).toContainText(
      "Failing: 1 event in a row failed; the last delivery failed (HTTP 500)",
    );
    await expect(health.getByRole("definition").first()).toHaveText("HTTP 500");
    await expect(health.getByRole("group", { name: "Response body of the last failure" })).toHaveText(
      "receiver exploded",
    );
    await screen(page, testInfo, "subscription failing with its cause");

    // The health view: the same status and cause at the top, the cause named in the log's row.
    await activate(page, page.getByRole("link", { name: "Delivery health" }), mode);
    await expect(page).toHaveURL(new RegExp(`/webhooks/${id}/health$`));
    await expect(page.getByText("Status: Active · failing (1 of 10)")).toBeVisible();
    await expect(page.getByRole("region", { name: "Current health" })).toContainText("receiver exploded");
    const log = page.getByRole("list", { name: "Deliveries" });
    await expect(log.getByRole("button", { name: /project\.create.*Cause: HTTP 500/ }).first()).toBeVisible();
    await expect(page.getByText(/Healthy/)).toHaveCount(0);
    await screen(page, testInfo, "health view failing");

    // Back to the list: the row says failing, and its menu sends a test event with the same result.
    await activate(page, page.getByRole("link", { name: "Webhooks" }).first(), mode);
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: description });
    await expect(row.getByText("Status: Active · failing (1 of 10)")).toBeVisible();
    await pickFromMenu(
      page,
      row.getByRole("button", { name: `Actions for ${receiver.url}` }),
      page.getByRole("menuitem", { name: "Send test event" }),
      mode,
    );
    const dialog = page.getByRole("dialog", { name: "Test event" });
    await expect(
      dialog.getByText(/^Test event \(project\.create\) failed: HTTP 500 in \d+ ms$/),
    ).toBeVisible();
    await expect(dialog.getByRole("group", { name: "Response body of the test event" })).toHaveText(
      "receiver exploded",
    );
    await screen(page, testInfo, "test event from the list's row menu");
    if (mode === "keyboard") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("button", { name: `Actions for ${receiver.url}` })).toBeFocused();

    expect((await (await as("admin")).request.delete(`/api/webhooks/${id}`)).status()).toBe(200);
  });
}
