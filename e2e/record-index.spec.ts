import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { holdChunks } from "./support/hold";
import { openPalette } from "./support/palette";

// The record index as people use it (issue 26): search by name, order across pages, pickers by name, and
// same-named records told apart. The index is filled by the console itself (write-through, its own webhook
// subscription, the crawler); tests that need all of it wait for "complete", within a bound.

const run = Date.now().toString(36);
type Freshness = { state: string; indexed: number; total: number | null };

async function waitForIndex(
  request: APIRequestContext,
  kind: "projects" | "leads" | "clients",
  state: string[],
) {
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/index/status");
        return res.ok() ? ((await res.json()).data[kind] as Freshness).state : `http ${res.status()}`;
      },
      { timeout: 120_000, intervals: [1_000, 2_000] },
    )
    .toMatch(new RegExp(`^(${state.join("|")})$`));
}

async function createProject(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post("/api/projects", { data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { id: number; name: string };
}

// Two clients the index knows (seen in the seed's projects), by name.
async function someClients(request: APIRequestContext) {
  await waitForIndex(request, "clients", ["complete", "indexing"]);
  let clients: { id: number; name: string }[] = [];
  await expect(async () => {
    const res = await request.get("/api/index/clients?limit=20");
    clients = (await res.json()).data;
    expect(clients.length).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 60_000 });
  return clients;
}

const searchBox = (page: Page) =>
  page.getByRole("combobox", { name: "Search projects by name, client or id" });
// Each row's name: its link (the first cell is the row's selection box).
const cellTexts = async (page: Page) => {
  const rows = page.getByRole("table").getByRole("row");
  const out: string[] = [];
  for (const row of await rows.all()) {
    const name = row.getByRole("cell").getByRole("link").first();
    if (await name.count()) out.push((await name.innerText()).trim());
  }
  return out;
};

test("a manager types part of a name and opens the project from the results, by keyboard", async ({ as }) => {
  const page = await as("manager");
  const project = await createProject(page.request, { name: `Lighthouse Loft Conversion ${run}` });
  await page.goto("/projects");
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially(`Loft Conv`, { delay: 20 });
  await box.pressSequentially(` ${run}`, { delay: 20 });
  const option = page.getByRole("option", { name: new RegExp(`Lighthouse Loft Conversion ${run}`) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(option).toContainText(`#${project.id}`); // the detail that tells rows apart
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: project.name })).toBeVisible();

  // Nothing matches: the list says so instead of staying blank.
  await page.goto("/projects");
  await searchBox(page).click();
  await searchBox(page).pressSequentially(`zzqx${run}`);
  await expect(page.getByText(`No projects match “zzqx${run}”.`)).toBeVisible();
});

test("Ctrl+K searches every record by name", async ({ as }) => {
  const page = await as("manager");
  const project = await createProject(page.request, { name: `Palette Porch ${run}` });
  await page.goto("/projects");
  const { palette, box } = await openPalette(page);
  await box.pressSequentially(`Porch ${run}`);
  await palette.getByRole("option", { name: new RegExp(`Palette Porch ${run}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
});

test("Escape in the Ctrl+K search closes its results first, then the palette", async ({ as }) => {
  const page = await as("manager");
  await createProject(page.request, { name: `Escape Eaves ${run}` });
  await page.goto("/projects");
  const { palette, box } = await openPalette(page);
  await box.pressSequentially(`Eaves ${run}`);
  const option = palette.getByRole("option", { name: new RegExp(`Escape Eaves ${run}`) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");

  // The first Escape is the results': the palette stays, with the focus and the text in its box.
  await box.press("Escape");
  await expect(option).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(palette).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(`Eaves ${run}`);
  // ↓ brings them back, on the first result; Escape closes them again.
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Escape");
  await expect(option).toBeHidden();
  await expect(palette).toBeVisible();

  // The next Escape closes the palette, and the focus goes back to the button that opens it.
  await box.press("Escape");
  await expect(palette).toBeHidden();
  await expect(
    page.getByRole("button", { name: "Find a record by name, id or custom field value" }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/projects$/);
});

test("sorting projects by name orders every page: page 2 continues page 1", async ({ as }) => {
  const page = await as("manager");
  await waitForIndex(page.request, "projects", ["complete"]);
  await page.goto("/projects");
  await page.getByRole("button", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByRole("status").filter({ hasText: "across all projects" })).toContainText(
    /from the record index \(index complete as of \d/,
  );
  await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(21);
  const first = await cellTexts(page);

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^21–40 of/)).toBeVisible();
  await expect.poll(async () => (await cellTexts(page))[0] ?? first[0]).not.toBe(first[0]);
  const second = await cellTexts(page);

  // The two pages are the index's first 40 in its order: page 2 starts where page 1 ended, not at "A" again.
  const res = await page.request.get("/api/index/projects?sort=name&order=asc&limit=40");
  const expected = ((await res.json()).data as { name: string }[]).map((p) => p.name);
  expect([...first, ...second]).toEqual(expected);
  expect(first.at(-1)!.toLowerCase() <= second[0]!.toLowerCase()).toBe(true);
});

test("sorting the leads table by budget orders every page from the index, and says how fresh it is", async ({
  as,
}) => {
  const page = await as("manager");
  await waitForIndex(page.request, "leads", ["complete"]);
  await page.goto("/leads");
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Table" }).click();
  await expect(page).toHaveURL(/view=table/);
  const view = page.getByRole("region", { name: "Leads table view" });
  await view.getByRole("button", { name: /^Budget/ }).click();
  await expect(page).toHaveURL(/sort=budget/);
  const order = /order=desc/.test(page.url()) ? "desc" : "asc";
  await expect(view.getByRole("columnheader", { name: /Budget/ })).toHaveAttribute(
    "aria-sort",
    order === "desc" ? "descending" : "ascending",
  );
  await expect(view.getByRole("status").filter({ hasText: "across all leads" })).toContainText(
    /Sorted by budget across all leads, from the record index \(index complete as of \d/,
  );
  await expect(view.getByRole("table").getByRole("row")).toHaveCount(21);
  const first = await cellTexts(page);

  await view.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(view.getByText(/^21–40 of/)).toBeVisible();
  await expect(page).toHaveURL(/sort=budget/);
  await expect.poll(async () => (await cellTexts(page)).join("|")).not.toBe(first.join("|"));
  const second = await cellTexts(page);

  // Page 2 goes on where page 1 ended in the index's order (budget, then id), not from the top again.
  const res = await page.request.get(`/api/index/leads?sort=budget&order=${order}&limit=40`);
  const expected = (await res.json()).data as { name: string; budget: number | null }[];
  expect([...first, ...second]).toEqual(expected.map((l) => l.name));
  const budget = (i: number) => expected[i]!.budget ?? -1;
  expect(order === "asc" ? budget(19) <= budget(20) : budget(19) >= budget(20)).toBe(true);
});

test("the board's phase sums come from the index and follow a budget changed in the console", async ({
  as,
}) => {
  const page = await as("manager");
  await waitForIndex(page.request, "leads", ["complete"]);
  // The New Inquiry column's sum after a fresh load, in cents; null while not settled. Every line read
  // is kept: none may say "updating" (the board's own background run, used only while the index is not complete).
  const seen: string[] = [];
  const sumNow = async () => {
    await page.goto("/leads");
    const line = page.getByRole("region", { name: "New Inquiry", exact: true }).getByText(/ leads? · /);
    await expect(line).toContainText("$");
    const text = (await line.innerText()).trim();
    seen.push(text);
    const m = / · \$([\d,.]+)( · [\d,]+ retired hidden)?$/.exec(text);
    return m ? Math.round(Number(m[1]!.replaceAll(",", "")) * 100) : null;
  };
  const before = await sumNow();
  expect(before, seen.join("\n")).not.toBeNull();

  const res = await page.request.post("/api/leads", {
    data: { name: `Summed from the index ${run}`, phaseId: 1, budget: 1000 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const lead = (await res.json()).data as { id: number };
  await expect.poll(sumNow, { timeout: 15_000 }).toBe(before! + 100_000);

  // The budget changed through the console's form: the column's sum follows.
  await page.goto(`/leads/${lead.id}/edit`);
  await page.getByRole("textbox", { name: "Budget" }).fill("3,500");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/leads/${lead.id}$`));
  await expect.poll(sumNow, { timeout: 15_000 }).toBe(before! + 350_000);
  expect(seen.filter((line) => line.includes("updating"))).toEqual([]);

  // The figures are the index's: the summary's "as of" is when the index's last full pass of leads began.
  const summary = page.waitForResponse((r) => r.url().includes("/api/leads/board-summary") && r.ok());
  await page.goto("/leads");
  const { data } = (await (await summary).json()) as { data: { state: string; asOf: string } };
  const { data: status } = await (await page.request.get("/api/index/status")).json();
  expect(data).toMatchObject({ state: "ready", asOf: status.leads.completeAsOf });
});

test("a manager picks a client and an owner by name in the project form", async ({ as }) => {
  const page = await as("manager");
  const [client] = await someClients(page.request);
  await page.goto("/projects/new");
  const name = `Picked by name ${run}`;
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);

  const clientBox = page.getByRole("combobox", { name: "Client", exact: true });
  await clientBox.click();
  await clientBox.pressSequentially(client!.name.slice(0, 6));
  await page.getByRole("option", { name: new RegExp(`#${client!.id}\\b`) }).click();
  await expect(clientBox).toHaveValue(client!.name);

  const ownerBox = page.getByRole("combobox", { name: "Owner", exact: true });
  await ownerBox.click();
  await ownerBox.pressSequentially("grace");
  await expect(page.getByRole("option", { name: /Grace Kim/ })).toBeVisible();
  await ownerBox.press("ArrowDown");
  await ownerBox.press("Enter");
  await expect(ownerBox).toHaveValue("Grace Kim");

  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const id = Number(page.url().split("/").pop());
  const saved = (await (await page.request.get(`/api/projects/${id}`)).json()).data;
  expect(saved).toMatchObject({ contactId: client!.id, ownerId: 107 });
  await expect(page.getByText("Grace Kim")).toBeVisible();

  // Typed text that was not picked is never saved as "no client".
  await page.goto(`/projects/${id}/edit`);
  const again = page.getByRole("combobox", { name: "Client", exact: true });
  await expect(again).toHaveValue(client!.name);
  await expect(page.getByRole("combobox", { name: "Owner", exact: true })).toHaveValue("Grace Kim");
  await again.fill("nobody by this name");
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(again).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Choose a client from the list/)).toBeVisible();
});

test("two projects of the same name are told apart in the results", async ({ as }) => {
  const page = await as("manager");
  const [a, b] = await someClients(page.request);
  const name = `Silva Basement Finish ${run}`;
  const one = await createProject(page.request, { name, contactId: a!.id });
  const two = await createProject(page.request, { name, contactId: b!.id });
  await page.goto("/projects");
  await searchBox(page).click();
  await searchBox(page).pressSequentially(`Basement Finish ${run}`);
  const options = page.getByRole("option", { name: new RegExp(name) });
  await expect(options).toHaveCount(2);
  const texts = await options.allInnerTexts();
  expect(new Set(texts).size).toBe(2);
  const first = options.filter({ hasText: `#${one.id}` });
  const second = options.filter({ hasText: `#${two.id}` });
  await expect(first).toContainText(a!.name);
  await expect(second).toContainText(b!.name);
  await second.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${two.id}$`));
});

test("pages and the audit log show names, with the id secondary", async ({ as }) => {
  const manager = await as("manager");
  const project = await createProject(manager.request, { name: `Named in the log ${run}` });
  const admin = await as("admin");
  await admin.goto("/audit?user=manager&operation=project.create");
  const row = admin.getByRole("row").filter({ hasText: `project ${project.id}` });
  await expect(row.getByRole("cell").filter({ hasText: `Named in the log ${run}` })).toContainText(
    `project ${project.id}`,
  );
});

test("the projects list filters by a client picked by name", async ({ as }) => {
  const page = await as("manager");
  const [client] = await someClients(page.request);
  await page.goto("/projects");
  const filter = page.getByRole("combobox", { name: "Client filter" });
  await filter.click();
  await filter.pressSequentially(client!.name.slice(0, 6));
  await page.getByRole("option", { name: new RegExp(`#${client!.id}\\b`) }).click();
  await expect(page).toHaveURL(new RegExp(`contact=${client!.id}`));
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Client filter" })).toHaveValue(client!.name);
});

test("a client typed before the picker's code arrives is searched once it does", async ({ as }) => {
  const page = await as("manager");
  const [client] = await someClients(page.request);
  const hold = await holdChunks(page, "not in the list: the API checks it on save");
  await page.goto("/projects");
  const filter = page.getByRole("combobox", { name: "Client filter" });
  await filter.click();
  await filter.pressSequentially(client!.name.slice(0, 6));
  await expect.poll(() => hold.held()).toBeGreaterThan(0);
  hold.release();
  await page.getByRole("option", { name: new RegExp(`#${client!.id}\\b`) }).click();
  await expect(page).toHaveURL(new RegExp(`contact=${client!.id}`));
});
