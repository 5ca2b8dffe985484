import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { screen, tabTo } from "./step";

// Issue 27, journey 1: a manager's first morning. Find a project (the Ctrl+K palette, by a custom field value),
// open it, edit it (the budget typed as people write it), set a custom date, open its schedule and reschedule a
// milestone, see the toast, Undo, see the dates back. Once with the mouse, once with the keyboard only (no
// click). Each run makes its own project, fields and schedule: definitions cannot be deleted, so names carry
// the run.

const DAY = 86_400_000;
const WEEK_PX = 7 * 48; // a week at week zoom (lib/schedule/layout.ts pxPerDay)
const PALETTE = "Find a record by name, id or custom field value";
const HINT = "A web address starting with http:// or https://.";

type Milestone = { id: string; name: string; startDate: number | null; dueDate: number | null };

// Whole-day dates on the wire are midnight UTC of the calendar date; the page writes them "Nov 12, 2026".
const localDay = (offset: number) => {
  const t = new Date();
  return Date.UTC(t.getFullYear(), t.getMonth(), t.getDate() + offset);
};
const day = (ms: number, withYear = true) =>
  new Date(ms).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
// "Nov 12 – Nov 14, 2026" within one year, as the schedule writes a range.
const range = (a: number, b: number) =>
  new Date(a).getUTCFullYear() === new Date(b).getUTCFullYear()
    ? `${day(a, false)} – ${day(b)}`
    : `${day(a)} – ${day(b)}`;

async function json<T>(res: Awaited<ReturnType<Page["request"]["get"]>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { data?: T };
  return (body.data ?? body) as T;
}

// What the manager finds waiting: a project known by its job reference, a date field and a link field on
// projects, and a schedule with a phase, an item (Framing, days +1..+3) and the checkpoint after it (day +6).
async function arrange(page: Page, run: string) {
  await page.goto("/projects"); // the session cookie goes to the API once the console has loaded
  const field = (name: string, type: string, description?: string) =>
    page.request
      .post("/api/custom-fields", { data: { name, type, customableType: "Project", description } })
      .then((r) => json<{ id: number; name: string }>(r));
  const ref = await field(`Job ref ${run}`, "text");
  const walkthrough = await field(`Walkthrough ${run}`, "date", "Site walkthrough with the client");
  await field(`Mood board ${run}`, "link", "Link to the mood board");
  const crew = await field(`Crew time ${run}`, "duration");
  const project = await json<{ id: number; name: string }>(
    await page.request.post("/api/projects", { data: { name: `Morning ${run}` } }),
  );
  await json(
    await page.request.patch("/api/custom-field-entries", {
      data: {
        entityType: "Project",
        entityId: project.id,
        customFieldEntries: [{ customFieldId: ref.id, value: `JOB-${run}` }],
      },
    }),
  );
  const add = (body: object) =>
    page.request
      .post(`/api/projects/${project.id}/milestones`, { data: body })
      .then((r) => json<Milestone>(r));
  const phase = await add({ name: "Rough-in", milestoneType: "PHASE" });
  const framing = await add({
    name: "Framing",
    milestoneType: "ITEM",
    parentMilestoneId: phase.id,
    wholeDay: true,
    startDate: localDay(1),
    dueDate: localDay(3),
  });
  await add({
    name: "Inspection",
    milestoneType: "CHECKPOINT",
    parentMilestoneId: phase.id,
    wholeDay: true,
    dueDate: localDay(6),
  });
  return { project, ref, walkthrough, crew, framing };
}

type Arranged = Awaited<ReturnType<typeof arrange>>;

const framingBar = (page: Page) =>
  page
    .getByRole("region", { name: "Timeline", exact: true })
    .getByRole("button", { name: /^Framing, item, / });

async function framingNow(page: Page, a: Arranged) {
  const list = await json<Milestone[]>(await page.request.get(`/api/projects/${a.project.id}/milestones`));
  return list.find((m) => m.id === a.framing.id)!;
}

// The checks each run makes on the screens it reached, whatever moved it there.
async function seeFound(page: Page, info: TestInfo, a: Arranged) {
  await expect(page).toHaveURL(new RegExp(`/projects/${a.project.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: a.project.name })).toBeVisible();
  await screen(page, info, "the project, found from the palette");
}

async function seeBudget(page: Page, info: TestInfo) {
  await expect(page.getByRole("heading", { name: "Edit project" })).toBeHidden();
  await expect(page.locator("dt", { hasText: /^Budget$/ }).locator("+ dd")).toHaveText("$65,000");
  await screen(page, info, "the project with its budget saved");
}

async function seeHelpTextsApart(page: Page, run: string) {
  const panel = page.getByRole("region", { name: "Custom fields" });
  const link = panel.getByRole("textbox", { name: `Mood board ${run}` });
  // Two help texts, two sentences: each its own element, each tied to the field by aria-describedby.
  const ids = ((await link.getAttribute("aria-describedby")) ?? "").split(" ");
  expect(ids).toHaveLength(2);
  await expect(page.locator(`[id="${ids[0]}"]`)).toHaveText("Link to the mood board");
  await expect(page.locator(`[id="${ids[1]}"]`)).toHaveText(HINT);
  await expect(link).toHaveAccessibleDescription(`Link to the mood board ${HINT}`);
}

// The custom date in the page's one format; the duration typed in words, shown in words, stored as ISO 8601.
async function seeCustomValues(page: Page, info: TestInfo, a: Arranged, run: string) {
  const value = (name: string) =>
    page
      .getByRole("region", { name: "Custom fields" })
      .locator("dt", { hasText: new RegExp(`^${name} ${run}$`) })
      .locator("+ dd");
  await expect(value("Walkthrough")).toHaveText("Dec 15, 2026");
  await expect(value("Crew time")).toHaveText("1 h 30 min");
  const saved = await json<{ customFieldEntries: { customFieldId: number; value: string }[] }>(
    await page.request.get(`/api/projects/${a.project.id}`),
  );
  expect(saved.customFieldEntries).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ customFieldId: a.walkthrough.id, value: "2026-12-15" }),
      expect.objectContaining({ customFieldId: a.crew.id, value: "PT1H30M" }),
    ]),
  );
  await screen(page, info, "the custom values, in the page's formats");
}

async function seeMovedThenUndo(
  page: Page,
  info: TestInfo,
  a: Arranged,
  days: number,
  undo: () => Promise<void>,
) {
  const [start, due] = [localDay(1), localDay(3)];
  const moved = range(start + days * DAY, due + days * DAY);
  const toast = page.getByRole("listitem").filter({ hasText: `Framing moved to ${moved}.` });
  await expect(toast).toBeVisible();
  // Framing now ends after Inspection (day +6): pointed out, not refused.
  const hint = page.getByRole("note", { name: "Check the order" });
  await expect(hint).toContainText(
    `Framing now ends after Inspection (${day(localDay(6))}), which should follow it.`,
  );
  await expect(page.getByRole("status").filter({ hasText: `Framing moved to ${moved}.` })).toHaveCount(1);
  await expect(framingBar(page)).toHaveAccessibleName(new RegExp(`^Framing, item, ${moved}, open$`));
  await expect.poll(async () => (await framingNow(page, a)).dueDate).toBe(due + days * DAY);
  await screen(page, info, "the schedule after the move, with its toast and hint");

  await undo();
  await expect(page.getByText(`Framing is back to ${range(start, due)}.`).first()).toBeVisible();
  await expect(framingBar(page)).toHaveAccessibleName(
    new RegExp(`^Framing, item, ${range(start, due)}, open$`),
  );
  await expect.poll(async () => framingNow(page, a)).toMatchObject({ startDate: start, dueDate: due });
  await screen(page, info, "the schedule after Undo");
}

test.describe("a manager's first morning", () => {
  test.beforeEach(async ({}, info) => info.setTimeout(120_000));

  test("with the mouse", async ({ as }, info) => {
    const page = await as("manager");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    const run = `${Date.now()}m`;
    const a = await arrange(page, run);
    await page.goto("/");
    await screen(page, info, "the console, first thing");

    await page.getByRole("button", { name: PALETTE }).click();
    const palette = page.getByRole("dialog", { name: PALETTE });
    await palette.getByRole("combobox", { name: "Field" }).click();
    await page.getByRole("option", { name: a.ref.name, exact: true }).click();
    await palette.getByRole("textbox", { name: "Value" }).fill(`JOB-${run}`);
    await screen(page, info, "the palette, filled in");
    await palette.getByRole("button", { name: "Find record" }).click();
    await seeFound(page, info, a);

    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit project" })).toBeVisible();
    await page.getByLabel("Budget").fill("$65,000");
    await screen(page, info, "the edit form, budget typed as $65,000");
    await page.getByRole("button", { name: "Save changes" }).click();
    await seeBudget(page, info);

    const panel = page.getByRole("region", { name: "Custom fields" });
    await panel.getByRole("button", { name: "Edit custom fields" }).click();
    await seeHelpTextsApart(page, run);
    await panel.getByLabel(`Walkthrough ${run}`).fill("2026-12-15");
    await panel.getByLabel(`Crew time ${run}`).fill("1h 30m");
    await screen(page, info, "the custom fields, being edited");
    await panel.getByRole("button", { name: "Save custom fields" }).click();
    await seeCustomValues(page, info, a, run);

    await page.getByRole("main").getByRole("link", { name: "Schedule" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Schedule — ${a.project.name}` })).toBeVisible();
    await page.getByRole("radio", { name: "Week" }).click();
    // The week view keeps the month view's centre date, which on some days leaves Framing under the names column.
    await page.getByRole("button", { name: "Today", exact: true }).click();
    const bar = framingBar(page);
    await expect(bar).toHaveAccessibleName(
      new RegExp(`^Framing, item, ${range(localDay(1), localDay(3))}, open$`),
    );
    await screen(page, info, "the schedule at week zoom");
    const box = (await bar.boundingBox())!;
    const [x, y] = [box.x + Math.min(24, box.width / 3), box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 10, y, { steps: 3 });
    await page.mouse.move(x + WEEK_PX, y, { steps: 20 });
    await page.mouse.up();
    await seeMovedThenUndo(page, info, a, 7, () => page.getByRole("button", { name: "Undo" }).click());
  });

  test("with the keyboard only", async ({ as }, info) => {
    const page = await as("manager");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    const run = `${Date.now()}k`;
    const a = await arrange(page, run);
    await page.goto("/");
    await screen(page, info, "the console, first thing");

    // Ctrl+K works once the page is hydrated: press until the palette shows.
    const palette = page.getByRole("dialog", { name: PALETTE });
    await expect(async () => {
      await page.keyboard.press("Control+k");
      await expect(palette).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const field = palette.getByRole("combobox", { name: "Field" });
    await expect(field).toBeEnabled();
    await tabTo(page, field, { back: true, max: 5 });
    // Enter opens the list; typing the name goes to it (typeahead); Enter picks the option.
    await page.keyboard.press("Enter");
    const options = page.getByRole("listbox");
    await expect(options).toBeVisible();
    await page.keyboard.type(a.ref.name);
    await expect(options.getByRole("option", { name: a.ref.name, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(options).toBeHidden();
    await expect(field).toHaveText(a.ref.name);
    await tabTo(page, palette.getByRole("textbox", { name: "Value" }), { max: 5 });
    await page.keyboard.type(`JOB-${run}`);
    await screen(page, info, "the palette, filled in");
    await page.keyboard.press("Enter");
    await seeFound(page, info, a);

    await tabTo(page, page.getByRole("link", { name: "Edit" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Edit project" })).toBeVisible();
    await tabTo(page, page.getByLabel("Budget"));
    await page.keyboard.press("Control+a");
    await page.keyboard.type("$65,000");
    await screen(page, info, "the edit form, budget typed as $65,000");
    await page.keyboard.press("Enter"); // submits the form
    await seeBudget(page, info);

    const panel = page.getByRole("region", { name: "Custom fields" });
    await tabTo(page, panel.getByRole("button", { name: "Edit custom fields" }));
    await page.keyboard.press("Enter");
    await seeHelpTextsApart(page, run);
    await tabTo(page, panel.getByLabel(`Walkthrough ${run}`));
    await page.keyboard.type("12152026"); // month, day, year segments of a US date input
    await tabTo(page, panel.getByLabel(`Crew time ${run}`));
    await page.keyboard.type("90 min");
    await screen(page, info, "the custom fields, being edited");
    await tabTo(page, panel.getByRole("button", { name: "Save custom fields" }));
    await page.keyboard.press("Enter");
    await seeCustomValues(page, info, a, run);

    await tabTo(page, page.getByRole("main").getByRole("link", { name: "Schedule" }), { back: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: `Schedule — ${a.project.name}` })).toBeVisible();
    const bar = framingBar(page);
    await expect(bar).toHaveAccessibleName(
      new RegExp(`^Framing, item, ${range(localDay(1), localDay(3))}, open$`),
    );
    await tabTo(page, bar);
    await expect(bar).toHaveAccessibleDescription(/arrow keys move it by a day/);
    await screen(page, info, "the schedule, Framing focused");
    // Two days and a week later: one save once the keys rest.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(bar).toBeFocused();
    await seeMovedThenUndo(page, info, a, 9, async () => {
      await expect(bar).toBeFocused(); // the save re-rendered the row; the focus stayed on the bar
      await page.keyboard.press("Alt+t"); // the notifications (sonner's own shortcut, named in the bar's help)
      await tabTo(page, page.getByRole("button", { name: "Undo" }), { max: 5 });
      await page.keyboard.press("Enter");
    });
    await expect(bar).toBeFocused(); // back on the bar once the Undo button is gone
  });
});
