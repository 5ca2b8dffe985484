import type { Locator, Page, TestInfo } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { untilCarryKeysListen } from "../support/keyboard";
import { screen, tabTo } from "./step";

// A manager's walk over the leads board at 1440 px: find the columns that do not fit, move a lead between
// phases (hearing what happened, focus staying on the card), convert one lead and retire another (told which
// client that touches, before and after). Once with the mouse, once with the keyboard alone.

type Lead = { id: number; name: string; client: { id: number; name: string } | null };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
type Kit = { page: Page; info: TestInfo; keyboard: boolean };

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const card = (page: Page, phase: string, name: string) => column(page, phase).getByRole("article", { name });
// dnd-kit's live region: a status region whose text is the latest announcement.
const announced = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function createLead(page: Page, data: Record<string, unknown>): Promise<Lead> {
  const res = await page.request.post("/api/leads", { data: { budget: 12_000, ...data } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as Lead;
}

// Presses or clicks, as the run goes.
async function press(k: Kit, target: Locator) {
  if (k.keyboard) {
    await tabTo(k.page, target, { max: 120 });
    await k.page.keyboard.press("Enter");
  } else await target.click();
}

async function setUp(page: Page, tag: string) {
  // A client some seeded lead names, so the retire dialog has one to name.
  const seeded = (await (await page.request.get("/api/leads?limit=50")).json()).data as Lead[];
  const client = seeded.find((l) => l.client?.name)!.client!;
  const prefix = `Journey ${tag} ${Date.now()}`;
  return {
    prefix,
    client,
    mover: await createLead(page, { name: `${prefix} Garcia Siding Repair`, phaseId: 2 }),
    converted: await createLead(page, { name: `${prefix} Convert me`, phaseId: 3 }),
    retired: await createLead(page, { name: `${prefix} Retire me`, phaseId: 1, contactId: client.id }),
    // Keeps the client named by a live lead, so retiring the other leaves it active: a known answer.
    keeper: await createLead(page, { name: `${prefix} Keeper`, phaseId: 1, contactId: client.id }),
  };
}

// Every phase's column can be brought fully into view with the "more columns" control; the line above the board
// names the columns that are not in view.
async function walkColumns(k: Kit) {
  const { page } = k;
  const phases = ((await (await page.request.get("/api/lead-phases")).json()).data as { name: string }[]).map(
    (p) => p.name,
  );
  expect(phases.length).toBeGreaterThan(4); // more than fit at 1440 px
  const line = page.getByText(/^Columns \d+–\d+ of \d+ phases in view/);
  await expect(line).toContainText(`further right: ${phases.slice(-3).join(", ")}`);
  const more = page.getByRole("button", { name: /more columns?$/i });
  await expect(more).toHaveAccessibleName(/^\d+ more columns?$/);
  await expect(more).toBeVisible();
  await screen(page, k.info, "board at 1440 px, more columns to the right");
  const seen = new Set<string>();
  for (let i = 0; i <= phases.length; i++) {
    for (const name of phases)
      if ((await shownRatio(column(page, name).getByRole("heading", { name }))) > 0.99) seen.add(name);
    if ((await more.getAttribute("aria-disabled")) === "true") break;
    const before = await line.textContent();
    await press(k, more);
    await expect.poll(() => line.textContent()).not.toBe(before);
  }
  // Each column was, at some point, wholly in view: its title never cut.
  expect([...seen].sort()).toEqual([...phases].sort());
  await expect(line).toContainText("further left");
  await screen(page, k.info, "board scrolled to its last column");
  const before = await line.textContent();
  await press(k, page.getByRole("button", { name: "Earlier columns" }));
  await expect.poll(() => line.textContent()).not.toBe(before);
}

// How much of an element shows, clipped by the board's scrolling and the window (as IntersectionObserver sees it).
const shownRatio = (target: Locator) =>
  target.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const io = new IntersectionObserver(([e]) => {
          io.disconnect();
          resolve(e?.intersectionRatio ?? 0);
        });
        io.observe(el);
      }),
  );

async function moveLead(k: Kit, lead: Lead) {
  const { page } = k;
  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await expect(card(page, "Follow Up", lead.name)).toBeVisible();
  const handle = column(page, "Follow Up").getByRole("button", { name: `Drag ${lead.name}` });
  if (k.keyboard) {
    await tabTo(page, handle, { max: 120 });
    await page.keyboard.press("Space");
    await expect(announced(page, `Picked up ${lead.name}, in Follow Up.`)).toHaveCount(1);
    await untilCarryKeysListen(page);
    await page.keyboard.press("ArrowRight");
    await expect(announced(page, `${lead.name} is over Meeting.`)).toHaveCount(1);
    await page.keyboard.press("Space");
  } else {
    const from = (await handle.boundingBox())!;
    const to = (await column(page, "Meeting").boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
    await page.mouse.up();
  }
  // The lead and both phases by name, whichever way it moved; never "Draggable item 2 was dropped…".
  await expect(announced(page, `${lead.name} moved from Follow Up to Meeting.`)).toHaveCount(1);
  await expect(page.getByText(/Draggable item|droppable area/)).toHaveCount(0);
  await expect(card(page, "Meeting", lead.name)).toBeVisible();
  await expect(column(page, "Meeting").getByRole("button", { name: `Drag ${lead.name}` })).toBeFocused();
  await expect(page.getByText(`Moved “${lead.name}” to Meeting.`)).toBeVisible();
  await screen(page, k.info, "lead moved to Meeting");
}

async function openFromBoard(k: Kit, lead: Lead, phase: string) {
  const { page } = k;
  await page.goto(`/leads?q=${encodeURIComponent(lead.name)}`);
  await press(k, card(page, phase, lead.name).getByRole("link", { name: lead.name }));
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
}

async function convertLead(k: Kit, lead: Lead) {
  const { page } = k;
  await openFromBoard(k, lead, "Meeting");
  await press(k, page.getByRole("button", { name: "Convert to project" }));
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("A project is created from this lead");
  await screen(page, k.info, "convert dialog");
  await press(k, dialog.getByRole("button", { name: "Convert" }));
  await expect(page.getByText(`Converted “${lead.name}” to a project`)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Open project \d+$/ })).toBeVisible();
  await screen(page, k.info, "lead converted, toast links to the project");
}

async function retireLead(k: Kit, lead: Lead) {
  const { page } = k;
  const client = lead.client!.name;
  await openFromBoard(k, lead, "New Inquiry");
  await press(k, page.getByRole("button", { name: "Retire" }));
  const dialog = page.getByRole("alertdialog");
  // The dialog names the client and what happens to it.
  // (The keeper made in setUp, or another live lead of the same client: any of them keeps it active.)
  await expect(dialog).toContainText(
    new RegExp(`Stays active: ${escape(client)} \\(still named by the lead “.+”\\)\\.`),
  );
  await screen(page, k.info, "retire dialog names the client");
  await press(k, dialog.getByRole("button", { name: "Retire lead" }));
  const toast = page.getByRole("listitem").filter({ hasText: `Retired “${lead.name}”` });
  await expect(toast).toContainText(`Not archived: ${client}`);
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
  await screen(page, k.info, "lead retired, toast names the client");
}

for (const keyboard of [false, true]) {
  test(`a manager works the leads board at 1440 px ${keyboard ? "with the keyboard alone" : "with the mouse"}`, async ({
    as,
  }, info) => {
    test.setTimeout(180_000);
    const page = await as("manager");
    await page.setViewportSize({ width: 1440, height: 900 });
    const k: Kit = { page, info, keyboard };
    const leads = await setUp(page, keyboard ? "keys" : "mouse");

    await page.goto("/leads");
    await expect(column(page, "New Inquiry").getByTestId("column-count")).toBeVisible();
    // Only what is exceptional: a Current lead's card carries no status tag.
    await page.goto(`/leads?q=${encodeURIComponent(leads.prefix)}`);
    await expect(card(page, "Follow Up", leads.mover.name)).toBeVisible();
    await expect(card(page, "Follow Up", leads.mover.name).getByText("Current", { exact: true })).toHaveCount(
      0,
    );
    await walkColumns(k);

    await moveLead(k, leads.mover);
    await convertLead(k, leads.converted);
    await retireLead(k, leads.retired);
  });
}
