// Over 300 lines: one spec per page, as the other e2e specs are; each test stands alone.
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, setTheme } from "./support/fixtures";
import { failChunks } from "./support/hold";
import { tabTo } from "./support/keyboard";

// Issue 7's Done-when. The sandbox seeds milestone trees (phases, items, checkpoints) on its first 35 projects and
// first 12 leads; project 4 and lead 4 have one each, with baseline dates. A test adds what it changes, or puts
// back the seeded record it changed.

type Kind = "project" | "lead";
type Milestone = {
  id: string;
  name: string;
  milestoneType: "PHASE" | "ITEM" | "CHECKPOINT";
  parentMilestoneId: string | null;
  position: number;
  status: "OPEN" | "COMPLETED";
  startDate: number | null;
  dueDate: number | null;
  wholeDay: boolean;
};

const SEEDED: Record<Kind, number> = { project: 4, lead: 4 };
const DAY = 86_400_000;
const WEEK_PX = 7 * 48; // a week at week zoom (lib/schedule/layout.ts pxPerDay)
const TYPE_WORD = { PHASE: "phase", ITEM: "item", CHECKPOINT: "checkpoint" } as const;

const schedulePath = (kind: Kind, id: number) => `/${kind}s/${id}/schedule`;
const listPath = (kind: Kind, id: number) => `/api/${kind}s/${id}/milestones`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function milestones(page: Page, kind: Kind, id: number): Promise<Milestone[]> {
  const res = await page.request.get(listPath(kind, id));
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as Milestone[];
}

async function openSchedule(page: Page, kind: Kind, id: number) {
  await page.goto(schedulePath(kind, id));
  await expect(page.getByRole("heading", { level: 1, name: /^Schedule — / })).toBeVisible();
  await expect(timeline(page).getByRole("listitem").first()).toBeVisible();
}

const timeline = (page: Page) => page.getByRole("region", { name: "Timeline", exact: true });
// A bar, diamond or phase bracket: its accessible name starts "<name>, <type>, <dates>, <status>".
const bar = (page: Page, name: string, type: Milestone["milestoneType"] = "ITEM") =>
  timeline(page).getByRole("button", { name: new RegExp(`^${escape(name)}, ${TYPE_WORD[type]}, `) });
const actions = (page: Page, name: string) => page.getByRole("button", { name: `Actions for “${name}”` });

// Local calendar dates as <input type="date"> takes them, and the whole-day wire value (midnight UTC) of each.
const inputDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const wireDay = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
const shownDay = (ms: number) =>
  new Date(ms).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

// Children follow their PHASE by position, as the timeline and the list order them.
function tree(list: Milestone[]) {
  const byPosition = (a: Milestone, b: Milestone) => a.position - b.position || Number(a.id) - Number(b.id);
  return list
    .filter((m) => m.milestoneType === "PHASE")
    .sort(byPosition)
    .map((phase) => ({
      phase,
      children: list.filter((m) => m.parentMilestoneId === phase.id).sort(byPosition),
    }));
}

for (const kind of ["project", "lead"] as const) {
  const id = SEEDED[kind];

  test(`a manager sees a seeded ${kind}'s phases with their items and checkpoints`, async ({ as }) => {
    const page = await as("manager");
    await page.setViewportSize({ width: 1600, height: 1400 });
    const groups = tree(await milestones(page, kind, id));
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.flatMap((g) => g.children).some((m) => m.milestoneType === "CHECKPOINT")).toBe(true);
    await openSchedule(page, kind, id);

    // Every milestone is drawn: phases as brackets, items as bars, checkpoints as diamonds.
    for (const { phase, children } of groups) {
      await expect(bar(page, phase.name, "PHASE")).toBeVisible();
      for (const m of children) await expect(bar(page, m.name, m.milestoneType).first()).toBeVisible();
    }
    // Grouped as the API says: the list view heads each phase's group with the phase, then its children.
    await page.getByRole("tab", { name: "List" }).click();
    const table = page.getByRole("table", { name: /^Milestones/ });
    for (const { phase, children } of groups) {
      const group = table
        .getByRole("rowgroup")
        .filter({ has: page.getByRole("rowheader", { name: phase.name, exact: true }) });
      await expect(group.getByRole("rowheader")).toHaveText([phase.name, ...children.map((m) => m.name)]);
    }
  });

  test(`a manager adds an item under a phase of a ${kind}, drags it a week later, and a reload shows the new dates`, async ({
    as,
  }) => {
    const page = await as("manager");
    const admin = await as("admin");
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { phase } = tree(await milestones(page, kind, id))[0]!;
    const name = `E2E item ${Date.now()}`;
    // Three whole days just before today, so the bar and its moved place are both on screen around today.
    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 4);
    const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2);
    await openSchedule(page, kind, id);

    await page.getByRole("button", { name: "Add milestone" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a milestone" });
    await expect(dialog.getByRole("radio", { name: "Item" })).toBeChecked();
    await dialog.getByRole("combobox", { name: "Phase" }).click();
    await page.getByRole("option", { name: phase.name, exact: true }).click();
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await expect(dialog.getByRole("switch", { name: "Whole day" })).toBeChecked();
    await dialog.getByLabel(/^Start date/).fill(inputDate(start));
    await dialog.getByLabel(/^Due date/).fill(inputDate(due));
    await dialog.getByRole("button", { name: "Add milestone" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Added the item “${name}”`)).toBeVisible();

    const created = (await milestones(page, kind, id)).find((m) => m.name === name)!;
    try {
      expect(created).toMatchObject({
        milestoneType: "ITEM",
        parentMilestoneId: phase.id,
        wholeDay: true,
        startDate: wireDay(start),
        dueDate: wireDay(due),
        status: "OPEN",
      });
      await expect(bar(page, name)).toHaveAccessibleName(
        new RegExp(`, item, .* – ${escape(shownDay(wireDay(due)))}, open$`),
      );

      // A real drag of the bar, one week to the right, at week zoom.
      await page.getByRole("radio", { name: "Week" }).click();
      await page.getByRole("button", { name: "Today" }).click();
      const b = bar(page, name);
      await expect(b).toBeInViewport();
      const box = (await b.boundingBox())!;
      const x = box.x + Math.min(24, box.width / 3); // clear of the resize handle at the bar's right end
      const y = box.y + box.height / 2;
      const patched = page.waitForResponse(
        (r) => r.url().endsWith(`/api/milestones/${created.id}`) && r.request().method() === "PATCH",
      );
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 10, y, { steps: 3 });
      await page.mouse.move(x + WEEK_PX, y, { steps: 20 });
      await page.mouse.up();
      const res = await patched;
      expect(res.ok(), await res.text()).toBe(true);
      const sent = res.request().postDataJSON();
      expect(sent).toMatchObject({ parentId: id, parentType: kind === "lead" ? "inquiry" : "project" });

      await page.reload();
      await expect(bar(page, name)).toHaveAccessibleName(
        new RegExp(`, item, .* – ${escape(shownDay(wireDay(due) + 7 * DAY))}, open$`),
      );
      const moved = (await milestones(page, kind, id)).find((m) => m.id === created.id)!;
      expect(moved).toMatchObject({ startDate: wireDay(start) + 7 * DAY, dueDate: wireDay(due) + 7 * DAY });

      // Both mutations are in the audit log, naming the record and the milestone.
      await admin.goto("/audit?user=manager");
      const target = `${kind} ${id} milestone ${created.id}`;
      const cell = (name: string) => admin.getByRole("cell", { name, exact: true });
      // The target cell may lead with the record's name (from the record index) before the target as recorded.
      const targetCell = admin.getByRole("cell", { name: new RegExp(`(^|\\s)${target}$`) });
      const rows = admin.getByRole("row").filter({ has: targetCell });
      await expect(rows.filter({ has: cell("milestone.create") })).toHaveCount(1);
      await expect(rows.filter({ has: cell("milestone.update") })).toHaveCount(1);
    } finally {
      await admin.request.delete(`/api/milestones/${created.id}`);
    }
  });

  test(`a manager marks a checkpoint of a ${kind} complete`, async ({ as }) => {
    const page = await as("manager");
    await page.setViewportSize({ width: 1600, height: 1400 });
    const list = await milestones(page, kind, id);
    // A checkpoint whose name is its own in this schedule, made open first if the seed completed it.
    const checkpoint = list.find(
      (m) => m.milestoneType === "CHECKPOINT" && list.filter((o) => o.name === m.name).length === 1,
    )!;
    const patch = (status: Milestone["status"]) =>
      page.request.patch(`/api/milestones/${checkpoint.id}`, {
        data: { status, parentId: id, parentType: kind === "lead" ? "inquiry" : "project" },
      });
    if (checkpoint.status === "COMPLETED") expect((await patch("OPEN")).ok()).toBe(true);
    try {
      await openSchedule(page, kind, id);
      const diamond = bar(page, checkpoint.name, "CHECKPOINT");
      await expect(diamond).toHaveAccessibleName(/, open$/);

      await actions(page, checkpoint.name).click();
      await page.getByRole("menuitem", { name: "Mark complete" }).click();
      await expect(diamond).toHaveAccessibleName(/, completed$/);
      await expect(page.getByText(`Completed “${checkpoint.name}”`)).toBeVisible();

      await page.reload();
      await expect(diamond).toHaveAccessibleName(/, completed$/);
      const after = (await milestones(page, kind, id)).find((m) => m.id === checkpoint.id)!;
      expect(after.status).toBe("COMPLETED");
    } finally {
      expect((await patch(checkpoint.status)).ok()).toBe(true);
    }
  });
}

test("a refused milestone save is reported once, in the dialog, and the bar keeps its name", async ({
  as,
}) => {
  const page = await as("manager");
  await page.setViewportSize({ width: 1600, height: 1000 });
  const item = (await milestones(page, "project", SEEDED.project)).find((m) => m.milestoneType === "ITEM")!;
  const refusal = "The upstream refused this change (E2E).";
  await page.route(`**/api/milestones/${item.id}`, (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 409, json: { error: { code: "conflict", message: refusal } } })
      : route.continue(),
  );
  await openSchedule(page, "project", SEEDED.project);

  await actions(page, item.name).click();
  await page.getByRole("menuitem", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Edit item/ });
  await dialog.getByRole("textbox", { name: "Name" }).fill(`${item.name} (renamed)`);
  await dialog.getByRole("button", { name: "Save changes" }).click();

  await expect(dialog.getByText(refusal)).toBeVisible();
  // Once: the dialog's own message, no toast repeating it.
  await expect(page.getByText(refusal)).toHaveCount(1);
  await expect(page.getByText(/^Could not save/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(bar(page, item.name)).toBeVisible();
});

test("support sees the timeline with no edit controls, and a drag changes nothing", async ({ as }) => {
  const page = await as("support");
  await page.setViewportSize({ width: 1600, height: 1400 });
  const id = SEEDED.project;
  const { phase, children } = tree(await milestones(page, "project", id))[0]!;
  await openSchedule(page, "project", id);
  await expect(bar(page, phase.name, "PHASE")).toBeVisible();
  const item = children.find((m) => m.milestoneType === "ITEM")!;
  const itemBar = bar(page, item.name).first();
  await expect(itemBar).toBeVisible();

  await expect(page.getByRole("button", { name: "Add milestone" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
  const label = await itemBar.getAttribute("aria-label");
  let patches = 0;
  page.on("request", (r) => {
    if (r.method() === "PATCH") patches++;
  });
  const box = (await itemBar.boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 4 + WEEK_PX, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  await page.keyboard.press("Escape"); // a click on a bar opens its details
  expect(patches).toBe(0);
  await expect(itemBar).toHaveAttribute("aria-label", label!);

  await page.getByRole("tab", { name: "List" }).click();
  await expect(page.getByRole("table", { name: /^Milestones/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
  // The server refuses what the page does not offer.
  const res = await page.request.patch(`/api/milestones/${item.id}`, {
    data: { status: "COMPLETED", parentId: id, parentType: "project" },
  });
  expect(res.status()).toBe(403);
});

test("the timeline page has no axe violations in light and dark themes", async ({ as }) => {
  const page = await as("manager");
  await openSchedule(page, "project", SEEDED.project);
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await expect(timeline(page).getByRole("listitem").first()).toBeVisible();
    await expectNoAxeViolations(page, `the timeline (${theme})`);
  }
  await setTheme(page, "light");
});

test("the list view is reachable with the keyboard alone", async ({ as }) => {
  const page = await as("manager");
  const list = await milestones(page, "lead", SEEDED.lead);
  await openSchedule(page, "lead", SEEDED.lead);

  // The view switch is a tab list: Tab to it, then the arrow key moves to List and shows it.
  await tabTo(page, page.getByRole("tab", { name: "Timeline" }));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "List" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "List" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("table", { name: /^Milestones/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole("rowheader")).toHaveCount(list.length);

  // On into the rows: the first row's actions, then the next row's.
  const [first, second] = tree(list).flatMap((g) => [g.phase, ...g.children]);
  await tabTo(
    page,
    table.getByRole("row", { name: new RegExp(`^${escape(first!.name)} `) }).getByRole("button"),
  );
  await page.keyboard.press("Tab");
  await expect(
    table.getByRole("row", { name: new RegExp(`^${escape(second!.name)} `) }).getByRole("button"),
  ).toBeFocused();
  await expect(page.getByRole("tab", { name: "List" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/view=list/);
});

test("the sidebar's Schedule entry asks for a project or a lead and opens its schedule", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/projects");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  const projects = page.getByRole("region", { name: "Projects" });
  await expect(projects.getByRole("link").first()).toBeVisible();

  const seeded = (await (await page.request.get(`/api/projects/${SEEDED.project}`)).json()).data as {
    name: string;
  };
  await projects.getByRole("searchbox", { name: "Find a project" }).fill(seeded.name);
  await projects
    .getByRole("link", { name: new RegExp(`^${escape(seeded.name)}.*#${SEEDED.project}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${SEEDED.project}/schedule$`));
  await expect(page.getByRole("heading", { level: 1, name: `Schedule — ${seeded.name}` })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }),
  ).toHaveAttribute("aria-current", "page");

  // A lead by its id, Enter to open.
  await page.goto("/schedule");
  const leads = page.getByRole("region", { name: "Leads" });
  await leads.getByRole("searchbox", { name: "Find a lead" }).fill(String(SEEDED.lead));
  await leads.getByRole("searchbox", { name: "Find a lead" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/leads/${SEEDED.lead}/schedule$`));
  await expect(timeline(page).getByRole("listitem").first()).toBeVisible();
});

// The keyboard's way to reschedule (the bars themselves move with the pointer): the item's Actions menu, Edit…,
// both dates typed, Save.
test("a manager reschedules a timeline item a week later with the keyboard alone", async ({ as }) => {
  const page = await as("manager");
  const admin = await as("admin");
  await page.setViewportSize({ width: 1600, height: 1000 });
  const id = SEEDED.project;
  const { phase } = tree(await milestones(page, "project", id))[0]!;
  const name = `Keyboard item ${Date.now()}`;
  const today = new Date();
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 4);
  const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2);
  const res = await page.request.post(listPath("project", id), {
    data: {
      name,
      milestoneType: "ITEM",
      parentMilestoneId: phase.id,
      wholeDay: true,
      startDate: wireDay(start),
      dueDate: wireDay(due),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const created = (await res.json()).data as Milestone;
  // As a date field takes typed digits (month, day, year), a week later.
  const typed = (d: Date) => {
    const later = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 7);
    return inputDate(later).replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2$3$1");
  };
  try {
    await openSchedule(page, "project", id);
    await tabTo(page, actions(page, name), 200);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Edit…" })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Edit item “${name}”` });
    await tabTo(page, dialog.getByLabel(/^Start date/));
    await page.keyboard.type(typed(start));
    await tabTo(page, dialog.getByLabel(/^Due date/));
    await page.keyboard.type(typed(due));
    await tabTo(page, dialog.getByRole("button", { name: "Save changes" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Saved “${name}”`)).toBeVisible();
    const moved = (await milestones(page, "project", id)).find((m) => m.id === created.id)!;
    expect(moved).toMatchObject({ startDate: wireDay(start) + 7 * DAY, dueDate: wireDay(due) + 7 * DAY });
    await expect(actions(page, name)).toBeFocused(); // back where the keyboard started
  } finally {
    await admin.request.delete(`/api/milestones/${created.id}`);
  }
});

test("a timeline whose code cannot be downloaded says so and comes back on Try again", async ({ as }) => {
  const page = await as("manager");
  const chunks = await failChunks(page, "Phase (span of its items)");
  await page.goto(schedulePath("project", SEEDED.project));
  const alert = page.getByRole("alert").filter({ hasText: "The timeline could not be downloaded" });
  await expect(alert).toBeVisible();
  expect(chunks.failed()).toBeGreaterThan(0);
  chunks.heal();
  await alert.getByRole("button", { name: "Try again now" }).click();
  await expect(timeline(page).getByRole("listitem").first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});
