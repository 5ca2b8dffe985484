import type { Locator, Page, TestInfo } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { screen, tabTo } from "./step";

// An admin reads the audit log after edits made in the test through the console's API: each target is a link
// that opens its record, and each changed field shows before → after. Once with the mouse, once with the
// keyboard alone.

type Kit = { page: Page; info: TestInfo; keyboard: boolean };

async function json<T>(res: Awaited<ReturnType<Page["request"]["post"]>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

// The edits an admin makes before reading the log: a project renamed and rebudgeted, a lead moved from Follow
// Up to Meeting, a milestone of the project renamed.
async function makeEdits(page: Page, tag: string) {
  const r = page.request;
  const name = `Audit journey ${tag} ${Date.now()}`;
  const project = await json<{ id: number }>(await r.post("/api/projects", { data: { name, budget: 1000 } }));
  await json(
    await r.patch(`/api/projects/${project.id}`, { data: { name: `${name} renamed`, budget: 2500 } }),
  );
  const lead = await json<{ id: number }>(
    await r.post("/api/leads", { data: { name: `${name} lead`, phaseId: 2 } }),
  );
  await json(await r.post(`/api/leads/${lead.id}/phase`, { data: { phaseId: 3 } }));
  const milestone = await json<{ id: string }>(
    await r.post(`/api/projects/${project.id}/milestones`, {
      data: { name: "Framing", milestoneType: "PHASE" },
    }),
  );
  await json(
    await r.patch(`/api/milestones/${milestone.id}`, {
      data: { parentId: project.id, parentType: "project", name: "Framing and roof" },
    }),
  );
  return { name, project, lead, milestone };
}

// Opens a link as the run goes (click, or Tab to it and Enter), checks where it lands, and comes back.
async function follow(k: Kit, link: Locator, lands: RegExp, heading: string | RegExp, back: string) {
  const { page } = k;
  if (k.keyboard) {
    await tabTo(page, link, { max: 150 });
    await page.keyboard.press("Enter");
  } else await link.click();
  await expect(page).toHaveURL(lands);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await screen(page, k.info, `record opened from the audit log (${heading})`);
  await page.goto(back);
}

for (const keyboard of [false, true]) {
  test(`an admin reads what changed in the audit log ${keyboard ? "with the keyboard alone" : "with the mouse"}`, async ({
    as,
  }, info) => {
    test.setTimeout(120_000);
    const page = await as("admin");
    await page.setViewportSize({ width: 1440, height: 900 });
    const k: Kit = { page, info, keyboard };
    const { name, project, lead, milestone } = await makeEdits(page, keyboard ? "keys" : "mouse");
    const log = "/audit?user=admin&kind=change";
    await page.goto(log);
    const row = (operation: string, target: string) =>
      page
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: operation, exact: true }) })
        .filter({ has: page.getByRole("link", { name: target, exact: true }) });

    const projectRow = row("project.update", `project ${project.id}`);
    await expect(projectRow).toContainText(`name: ${name} → ${name} renamed`);
    await expect(projectRow).toContainText("budget: $1,000 → $2,500");
    const leadRow = row("lead.updatePhase", `lead ${lead.id}`);
    await expect(leadRow).toContainText("phase: Follow Up → Meeting");
    const milestoneRow = row("milestone.update", `milestone ${milestone.id}`);
    await expect(milestoneRow).toContainText("name: Framing → Framing and roof");
    await expect(
      milestoneRow.getByRole("link", { name: `project ${project.id}`, exact: true }),
    ).toBeVisible();
    await screen(page, info, "audit log with links and before → after");

    await follow(
      k,
      projectRow.getByRole("link", { name: `project ${project.id}`, exact: true }),
      new RegExp(`/projects/${project.id}$`),
      `${name} renamed`,
      log,
    );
    await follow(
      k,
      leadRow.getByRole("link", { name: `lead ${lead.id}`, exact: true }),
      new RegExp(`/leads/${lead.id}$`),
      `${name} lead`,
      log,
    );
    await follow(
      k,
      milestoneRow.getByRole("link", { name: `milestone ${milestone.id}`, exact: true }),
      new RegExp(`/projects/${project.id}/schedule$`),
      /schedule/i,
      log,
    );
  });
}

// An address edit reads as a story (issue 35): a manager moves a project's job site to a suite, a new city and a
// longer ZIP and raises its budget; the admin sees each line that changed and the money as the pages show it,
// opens the whole change from the keyboard, and the table fits a 1440 px screen without scrolling sideways.
test("an admin reads an address edit field by field, the whole change on demand, at 1440 px", async ({
  as,
}, info) => {
  test.setTimeout(120_000);
  const manager = await as("manager");
  const r = manager.request;
  const site = { name: "Job site", address: "12 Main St", city: "Boise", state: "ID", zip: "83702" };
  const project = await json<{ id: number; addresses: { id: number }[] }>(
    await r.post("/api/projects", {
      data: { name: `Audit address ${Date.now()}`, budget: 4700, addresses: [{ address: site }] },
    }),
  );
  const siteId = project.addresses[0]!.id;
  await json(
    await r.patch(`/api/projects/${project.id}`, {
      data: {
        budget: 12345.67,
        addresses: [
          { id: siteId, address: { ...site, address2: "Suite 200", city: "Garden City", zip: "83702-1234" } },
        ],
      },
    }),
  );

  const page = await as("admin");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/audit?user=manager&operation=project.update");
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `project ${project.id}`, exact: true }) });
  await expect(row).toContainText("budget: $4,700 → $12,345.67");
  await expect(row).toContainText("Job site · line 2: — → Suite 200");
  await expect(row).toContainText("Job site · city: Boise → Garden City");
  await expect(row).not.toContainText("[{");
  const zip = row.getByRole("listitem").filter({ hasText: "Job site · ZIP: 83702 → 83702-1234" });
  await expect(zip).toBeHidden();

  const whole = row.getByText("Whole change (4 fields)");
  await whole.focus();
  await page.keyboard.press("Enter");
  await expect(zip).toBeVisible();
  await screen(page, info, "audit row of an address edit, whole change open");

  // The last column sits inside the viewport and nothing scrolls sideways, with the whole change open.
  const last = page.getByRole("columnheader", { name: "Outcome" });
  const box = await last.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
  const cell = row.getByRole("cell").last();
  const cellBox = await cell.boundingBox();
  expect(cellBox!.x + cellBox!.width).toBeLessThanOrEqual(1440);
  const region = page.getByRole("region", { name: "Audit log table" });
  expect(await region.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
