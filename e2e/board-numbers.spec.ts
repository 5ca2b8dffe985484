import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";

// The board's column lines: the count and the sum describe the same cards (the ones the column shows), and
// money reads the same on every screen that shows it.
const CONNECTED = { id: 5, name: "Connected" };
type Lead = { id: number; budget: number | null; phaseId: number | null; status: { value: string } };
const cents = (n: number) => Math.round(n * 100);

// What the API holds in a phase: every lead, and the ones that are not retired.
async function phaseTruth(request: APIRequestContext, phaseId: number) {
  const all: Lead[] = [];
  for (let offset = 0; ; offset += 300) {
    const res = await request.get(`/api/leads?phaseId=${phaseId}&limit=300&offset=${offset}`);
    expect(res.status()).toBe(200);
    const page = (await res.json()) as { data: Lead[]; total: number };
    all.push(...page.data.filter((l) => l.phaseId === phaseId));
    if (page.data.length === 0 || offset + 300 >= page.total) break;
  }
  const sum = (ls: Lead[]) => cents(ls.reduce((s, l) => s + (l.budget ?? 0), 0));
  const active = all.filter((l) => l.status.value !== "Retired");
  return {
    hidden: { count: active.length, sum: sum(active) },
    shown: { count: all.length, sum: sum(all) },
    retired: all.length - active.length,
  };
}

// The column's line as a fresh load of the board shows it, once its summary is current (no "updating").
async function columnLine(page: Page, phase: string, retired: boolean) {
  await page.goto(retired ? "/leads?retired=1" : "/leads");
  const column = page.getByRole("region", { name: phase, exact: true });
  await expect(column.getByTestId("column-sum")).toBeVisible({ timeout: 30_000 });
  const line = column.getByText(/ leads? · /);
  const text = (await line.innerText()).trim();
  const count = Number(await column.getByTestId("column-count").innerText());
  const sum = cents(Number((await column.getByTestId("column-sum").innerText()).replace(/[$,]/g, "")));
  return { count, sum, text };
}

test("a column's count and sum describe the same cards: a retired lead leaves both, Show retired brings it back to both", async ({
  as,
}) => {
  test.setTimeout(120_000);
  const page = await as("manager");
  const name = `Counted and summed ${Date.now()}`;
  const res = await page.request.post("/api/leads", {
    data: { name, phaseId: CONNECTED.id, budget: 1234.56 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const lead = (await res.json()).data as { id: number };

  // Settled: the line shows what the API holds, retired leads in neither figure.
  const settled = async (retired: boolean) => {
    const truth = await phaseTruth(page.request, CONNECTED.id);
    const line = await columnLine(page, CONNECTED.name, retired);
    const want = retired ? truth.shown : truth.hidden;
    return line.count === want.count && line.sum === want.sum && !line.text.includes("updating")
      ? { ...line, truth }
      : null;
  };
  await expect.poll(() => settled(false), { timeout: 60_000 }).not.toBeNull();
  const before = (await settled(false))!;

  // Retired through its page, as a user does.
  await page.goto(`/leads/${lead.id}`);
  await page.getByRole("button", { name: "Retire" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Retire lead" }).click();
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();

  // Hidden: the count and the sum both lose the lead, and the line says how many retired leads it leaves out.
  await expect.poll(() => settled(false), { timeout: 60_000 }).not.toBeNull();
  const hidden = (await settled(false))!;
  expect(hidden.count).toBe(before.count - 1);
  expect(hidden.sum).toBe(before.sum - cents(1234.56));
  expect(hidden.text).toMatch(
    new RegExp(`^${hidden.count} active leads? · \\$[\\d,.]+ · ${hidden.truth.retired} retired hidden$`),
  );

  // Show retired: both figures take the retired leads back in, together, and say so.
  await page.getByRole("switch", { name: "Show retired" }).click();
  await expect(page).toHaveURL(/retired=1/);
  const column = page.getByRole("region", { name: CONNECTED.name, exact: true });
  await expect(column.getByTestId("column-count")).toHaveText(String(hidden.truth.shown.count));
  const shown = await columnLine(page, CONNECTED.name, true);
  expect(shown.count).toBe(hidden.count + hidden.truth.retired);
  expect(shown.sum).toBe(hidden.truth.shown.sum);
  expect(shown.text).toMatch(
    new RegExp(`^${shown.count} leads? · \\$[\\d,.]+ · incl\\. ${hidden.truth.retired} retired$`),
  );
});

test("a budget with cents reads the same in the projects table, on the project's page, on a lead's card and page", async ({
  as,
}) => {
  const page = await as("manager");
  const stamp = Date.now();
  const project = await page.request.post("/api/projects", {
    data: { name: `Cents project ${stamp}`, budget: 12345.67 },
  });
  expect(project.status(), await project.text()).toBe(200);
  const { id: projectId, name: projectName } = (await project.json()).data as { id: number; name: string };

  // The table, newest first (the record index's order), shows the budget with its cents.
  await expect
    .poll(
      async () => {
        await page.goto("/projects?sort=updatedAt&order=desc");
        const row = page.getByRole("row", { name: new RegExp(projectName) });
        await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
        return row.count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(page.getByRole("row", { name: new RegExp(projectName) })).toContainText("$12,345.67");
  await page.getByRole("link", { name: projectName }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.getByText("$12,345.67", { exact: true })).toBeVisible();

  // A lead's budget: the same on its card and on its page.
  const lead = await page.request.post("/api/leads", {
    data: { name: `Cents lead ${stamp}`, phaseId: 1, budget: 12345.67 },
  });
  expect(lead.status()).toBe(200);
  const { id: leadId, name: leadName } = (await lead.json()).data as { id: number; name: string };
  await page.goto(`/leads?q=${encodeURIComponent(leadName)}`);
  const card = page.getByRole("article", { name: leadName });
  await expect(card).toContainText("$12,345.67");
  await expect(page.getByRole("region", { name: "New Inquiry", exact: true })).toContainText(
    "1 match · $12,345.67",
  );
  await page.goto(`/leads/${leadId}`);
  await expect(page.getByText("$12,345.67", { exact: true })).toBeVisible();
});
