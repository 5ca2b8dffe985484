import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, setTheme } from "./support/fixtures";
import { holdChunks, holdResponses } from "./support/hold";
import { tabTo, untilCarryKeysListen } from "./support/keyboard";

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const count = async (page: Page, name: string) =>
  Number(await column(page, name).getByTestId("column-count").textContent());

async function createLead(page: Page, name: string, phaseId = 1) {
  const res = await page.request.post("/api/leads", { data: { name, phaseId, budget: 1000 } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { id: number; name: string };
}

// In an open menu: the arrows to the item, Enter to pick it.
async function pickWithArrows(page: Page, name: string) {
  await expect(page.getByRole("menuitem").first()).toBeFocused();
  for (let i = 0; i < 10; i++) {
    if (await page.getByRole("menuitem", { name }).evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
}

async function drag(page: Page, handleName: string, toColumn: string) {
  // Wide enough for all seven columns, so the target is on screen without scrolling mid-drag.
  await page.setViewportSize({ width: 2300, height: 1000 });
  const handle = page.getByRole("button", { name: handleName });
  const from = (await handle.boundingBox())!;
  const to = (await column(page, toColumn).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
  await page.mouse.up();
}

test("a manager drags a lead from New Inquiry to Estimate; counts follow and a reload shows it there", async ({
  as,
}) => {
  const page = await as("manager");
  const lead = await createLead(page, `Drag me ${Date.now()}`);
  await page.goto("/leads");
  await expect(column(page, "New Inquiry").getByTestId("column-count")).toBeVisible();
  await expect(column(page, "Estimate").getByTestId("column-count")).toBeVisible();
  const before = { inquiry: await count(page, "New Inquiry"), estimate: await count(page, "Estimate") };

  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await expect(column(page, "New Inquiry").getByRole("article", { name: lead.name })).toBeVisible();
  await drag(page, `Drag ${lead.name}`, "Estimate");
  // Optimistic: the card is in its new column before the API has answered.
  await expect(column(page, "Estimate").getByRole("article", { name: lead.name })).toBeVisible();
  await expect(column(page, "New Inquiry").getByRole("article", { name: lead.name })).toHaveCount(0);
  await expect(page.getByText(`Moved “${lead.name}” to Estimate.`)).toBeVisible();

  await page.reload();
  await expect(column(page, "Estimate").getByRole("article", { name: lead.name })).toBeVisible();
  await page.goto("/leads");
  await expect(column(page, "New Inquiry").getByTestId("column-count")).toHaveText(
    String(before.inquiry - 1),
  );
  await expect(column(page, "Estimate").getByTestId("column-count")).toHaveText(String(before.estimate + 1));
});

test("a manager moves a lead with the keyboard alone", async ({ as }) => {
  const page = await as("manager");
  const lead = await createLead(page, `Keyboard move ${Date.now()}`, 2);
  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await expect(column(page, "Follow Up").getByRole("article", { name: lead.name })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: `Move ${lead.name} to another phase` }));
  await page.keyboard.press("Enter");
  await pickWithArrows(page, "Meeting");
  await expect(column(page, "Meeting").getByRole("article", { name: lead.name })).toBeVisible();
  await page.reload();
  await expect(column(page, "Meeting").getByRole("article", { name: lead.name })).toBeVisible();
});

test("a move that fails rolls back with a toast", async ({ as }) => {
  const page = await as("manager");
  const lead = await createLead(page, `Doomed ${Date.now()}`);
  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await expect(column(page, "New Inquiry").getByRole("article", { name: lead.name })).toBeVisible();
  // Deleted by an admin meanwhile: the board still shows it, the API no longer has it.
  const admin = await as("admin");
  expect((await admin.request.delete(`/api/leads/${lead.id}`)).status()).toBe(200);

  await drag(page, `Drag ${lead.name}`, "Meeting");
  await expect(
    page.getByText(new RegExp(`Could not move “${lead.name}” to Meeting: lead ${lead.id} not found`)),
  ).toBeVisible();
  // Rolled back out of Meeting; the refetch that follows then shows the truth: the lead is gone.
  await expect(column(page, "Meeting").getByRole("article", { name: lead.name })).toHaveCount(0);
  await expect(page.getByRole("article", { name: lead.name })).toHaveCount(0);
});

test("a move whose request fails on the network also rolls back", async ({ as }) => {
  const page = await as("manager");
  const lead = await createLead(page, `Offline ${Date.now()}`);
  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await page.route("**/api/leads/*/phase", (route) => route.abort("failed"));
  await drag(page, `Drag ${lead.name}`, "Estimate");
  await expect(page.getByText(new RegExp(`Could not move “${lead.name}” to Estimate`))).toBeVisible();
  await expect(column(page, "New Inquiry").getByRole("article", { name: lead.name })).toBeVisible();
});

test("retired leads are hidden until asked for, and search narrows the cards", async ({ as }) => {
  const page = await as("manager");
  const lead = await createLead(page, `Retiree ${Date.now()}`, 3);
  expect((await page.request.post(`/api/leads/${lead.id}/retire`)).status()).toBe(200);
  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await expect(column(page, "Meeting").getByTestId("column-count")).toHaveText("0");
  await page.getByRole("switch", { name: "Show retired" }).click();
  await expect(page).toHaveURL(/retired=1/);
  await expect(column(page, "Meeting").getByRole("article", { name: lead.name })).toContainText("Retired");
  await expect(column(page, "Meeting").getByTestId("column-count")).toHaveText("1");
});

test("the table view pages the same leads on the server", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/leads");
  await page.getByRole("link", { name: "Table" }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(21);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^21–40 of/)).toBeVisible();
});

test("support sees the board without drag handles or move menus", async ({ as }) => {
  const page = await as("support");
  await page.goto("/leads");
  await expect(column(page, "New Inquiry").getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Drag / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /to another phase$/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "New lead" })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing on /leads (${theme})`, async ({ as }) => {
    const page = await as("manager");
    await page.goto("/leads");
    await setTheme(page, theme);
    await expect(column(page, "Won").getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page, `/leads (${theme})`);
  });
}

test("each column comes with its first page of leads, counts its cards with their sum, and loads more only when asked", async ({
  as,
}) => {
  const page = await as("manager");
  const pages: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/leads/column")) pages.push(new URL(r.url()).search);
  });
  await page.goto("/leads");
  const inquiry = column(page, "New Inquiry");
  await expect(inquiry.getByTestId("column-count")).toBeVisible();
  await expect(inquiry.getByRole("article").first()).toBeVisible();
  // The first page was read by the server with the page: the browser asks for none while it starts.
  expect(pages.filter((s) => s.includes("phaseId=1&"))).toEqual([]);
  // The budget sum comes from the background summary, not from walking the phase; the count of the same cards
  // comes with it.
  await expect(inquiry.getByTestId("column-sum")).toBeVisible({ timeout: 30_000 });
  const total = await count(page, "New Inquiry");
  expect(total, "the seed puts more than one page of leads in New Inquiry").toBeGreaterThan(50);
  await inquiry.getByRole("button", { name: "Load more New Inquiry leads" }).click();
  await expect
    .poll(() => pages.filter((s) => s.includes("phaseId=1&")))
    .toEqual(["?phaseId=1&offset=50&limit=50"]);
  expect(await count(page, "New Inquiry")).toBe(total);
});

test("a failed background summary is read again: the sums come back without a reload", async ({ as }) => {
  const page = await as("manager");
  let failedAnswers = 0;
  // The first answer says the summary run failed (the API refused or timed out); the server runs it again.
  await page.route("**/api/leads/board-summary*", async (route) => {
    if (failedAnswers > 0) return route.continue();
    failedAnswers++;
    await route.fulfill({
      json: {
        data: {
          state: "failed",
          asOf: null,
          phases: {},
          other: [],
          progress: null,
          error: "the API did not answer in time",
        },
      },
    });
  });
  await page.goto("/leads");
  const inquiry = column(page, "New Inquiry");
  await expect(inquiry.getByText("sum unavailable")).toBeVisible();
  await expect(inquiry.getByTestId("column-sum")).toBeVisible({ timeout: 30_000 });
  expect(failedAnswers).toBe(1);
});

test("a lead in a phase the list lacks, found after the board loaded, shows its card in Other phases", async ({
  as,
}) => {
  const page = await as("manager");
  await page.setViewportSize({ width: 2300, height: 1000 });
  const listed = (await (await page.request.get("/api/leads?limit=50")).json()) as {
    data: { id: number; status: { value: string } }[];
  };
  const lead = listed.data.find((l) => l.status.value !== "Retired")!;
  // The summary answers late (a busy API), after the cards' code has arrived, with this lead in a phase id the
  // phase list does not name: the column mounts with its card already known.
  const summary = await holdResponses(
    page,
    "**/api/leads/board-summary*",
    (body: { data: { state: string; other: unknown[] } }) => ({
      data: { ...body.data, state: "ready", other: [{ ...lead, phaseId: 9999 }] },
    }),
  );
  await page.goto("/leads");
  await expect(column(page, "Won").getByRole("article").first()).toBeVisible();
  summary.release();
  const other = column(page, "Other phases");
  await expect(other.getByTestId("column-count")).toHaveText("1");
  await expect(other.locator(`article[data-lead-id="${lead.id}"]`)).toBeVisible();
});

// dnd-kit's keyboard sensor: Space picks the card up, the arrows carry it between phases, Space drops it, Escape
// cancels; the live region names the lead and the phases, and focus stays on the moved card.
test("a manager carries a card to the next phase with Space and the arrows; focus stays on it", async ({
  as,
}) => {
  const page = await as("manager");
  await page.setViewportSize({ width: 2300, height: 1000 });
  const lead = await createLead(page, `Arrow move ${Date.now()}`, 2);
  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await expect(column(page, "Follow Up").getByRole("article", { name: lead.name })).toBeVisible();
  const live = page.locator('[id^="DndLiveRegion"]');
  const moved = page.waitForResponse((r) => r.url().endsWith(`/api/leads/${lead.id}/phase`));

  await tabTo(page, column(page, "Follow Up").getByRole("button", { name: `Drag ${lead.name}` }));
  await page.keyboard.press("Space");
  await expect(live).toHaveText(`Picked up ${lead.name}, in Follow Up.`);
  await untilCarryKeysListen(page);
  await page.keyboard.press("ArrowRight");
  await expect(live).toHaveText(`${lead.name} is over Meeting.`);
  await page.keyboard.press("Space");
  await expect(live).toHaveText(`${lead.name} moved from Follow Up to Meeting.`);
  await expect(column(page, "Meeting").getByRole("article", { name: lead.name })).toBeVisible();
  await expect(column(page, "Follow Up").getByRole("article", { name: lead.name })).toHaveCount(0);
  await expect(column(page, "Meeting").getByRole("button", { name: `Drag ${lead.name}` })).toBeFocused();
  expect((await moved).status()).toBe(200);
  await expect(page.getByText(`Moved “${lead.name}” to Meeting.`)).toBeVisible();

  // Escape puts it back where it was.
  await page.keyboard.press("Space");
  await expect(live).toHaveText(`Picked up ${lead.name}, in Meeting.`);
  await untilCarryKeysListen(page);
  await page.keyboard.press("ArrowLeft");
  await expect(live).toHaveText(`${lead.name} is over Follow Up.`);
  await page.keyboard.press("Escape");
  await expect(live).toHaveText(`Move cancelled. ${lead.name} stays in Meeting.`);
  await expect(column(page, "Meeting").getByRole("article", { name: lead.name })).toBeVisible();

  // The Move menu, too, leaves focus on the card in its new column (on its menu button).
  await tabTo(
    page,
    column(page, "Meeting").getByRole("button", { name: `Move ${lead.name} to another phase` }),
  );
  await page.keyboard.press("Enter");
  await pickWithArrows(page, "Follow Up");
  await expect(
    column(page, "Follow Up").getByRole("button", { name: `Move ${lead.name} to another phase` }),
  ).toBeFocused();
  await page.reload();
  await expect(column(page, "Follow Up").getByRole("article", { name: lead.name })).toBeVisible();
});

// dnd-kit loads after the board has rendered (components/leads/board/board-drag.ts): a card grabbed before its
// code has arrived still moves once it does, with the mouse and with the keys. "DndLiveRegion" is in dnd-kit's
// code, and its live region is in the page once dnd-kit runs.
test("a card grabbed before the drag code has arrived still moves, with the mouse and with the keys", async ({
  as,
}) => {
  const page = await as("manager");
  await page.setViewportSize({ width: 2300, height: 1000 });
  const lead = await createLead(page, `Early grab ${Date.now()}`);
  const live = page.locator('[id^="DndLiveRegion"]');

  let hold = await holdChunks(page, "DndLiveRegion");
  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await expect(column(page, "New Inquiry").getByRole("article", { name: lead.name })).toBeVisible();
  const handle = page.getByRole("button", { name: `Drag ${lead.name}` });
  const from = (await handle.boundingBox())!;
  const to = (await column(page, "Estimate").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await expect.poll(hold.held, { message: "the drag code was asked for and held back" }).toBeGreaterThan(0);
  await expect(live).toHaveCount(0);
  hold.release();
  await expect(live).toHaveCount(1);
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
  await page.mouse.up();
  await expect(column(page, "Estimate").getByRole("article", { name: lead.name })).toBeVisible();
  await expect(page.getByText(`Moved “${lead.name}” to Estimate.`)).toBeVisible();

  await page.unrouteAll({ behavior: "wait" });
  hold = await holdChunks(page, "DndLiveRegion");
  await page.reload();
  const moved = column(page, "Estimate").getByRole("button", { name: `Drag ${lead.name}` });
  await expect(moved).toBeVisible();
  await tabTo(page, moved);
  await page.keyboard.press("Space");
  await expect.poll(hold.held).toBeGreaterThan(0);
  await expect(live).toHaveCount(0);
  hold.release();
  // Picked up: the card is being carried (dnd-kit marks its handle pressed). The live region may already have
  // gone on to where the card is over.
  await expect(moved).toHaveAttribute("aria-pressed", "true");
  await expect(live).toContainText(lead.name);
  await untilCarryKeysListen(page);
  await page.keyboard.press("Escape");
  await expect(live).toHaveText(`Move cancelled. ${lead.name} stays in Estimate.`);
  await expect(moved).toBeFocused();
});
