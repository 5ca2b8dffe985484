import { test, expect } from "./support/fixtures";

// Issue 35, item 4: finding things does what it says.

async function indexComplete(
  request: import("@playwright/test").APIRequestContext,
  kind: "projects" | "leads",
) {
  await expect
    .poll(
      async () =>
        ((await (await request.get("/api/index/status")).json()).data[kind] as { state: string }).state,
      {
        timeout: 120_000,
        intervals: [1_000, 2_000],
      },
    )
    .toBe("complete");
}

test("Enter in the projects search box filters the table to every match; suggestions tell them apart", async ({
  as,
}) => {
  const page = await as("manager");
  await indexComplete(page.request, "projects");
  const tag = `Findme${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (const city of ["Boise", "Nampa"]) {
    const res = await page.request.post("/api/projects", {
      data: { name: `${tag} Bathroom remodel for the long-named Okafor family ${city}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    ids.push((await res.json()).data.id as number);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/projects");
  const box = page.getByRole("combobox", { name: "Search projects by name, client or id" });
  await box.fill(tag);
  // The suggestions show what tells same-named projects apart, whole: id (and client, city) on a line of its own.
  for (const id of ids) {
    const detail = page.getByRole("option").getByText(new RegExp(`#${id}$`));
    await expect(detail).toBeVisible();
    expect(await detail.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  await expect(page.getByText(`Enter shows every project matching “${tag}” in the table.`)).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  const note = page.getByRole("status").filter({ hasText: "Showing every project matching" });
  await expect(note).toContainText(tag);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3); // the header and the two matches
  await note.getByRole("button", { name: `Clear “${tag}”` }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(rows).toHaveCount(21);
});

test("the leads board's card filter applies as you type, without Enter", async ({ as }) => {
  const page = await as("manager");
  const name = `Livefilter ${Date.now()}`;
  const res = await page.request.post("/api/leads", { data: { name, phaseId: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto("/leads");
  const filters = page.getByRole("group", { name: "Filter the leads" });
  await filters.getByRole("textbox", { name: "Search cards" }).fill("Livefilter");
  await expect(page).toHaveURL(/[?&]q=Livefilter/);
  const column = page.getByRole("region", { name: "New Inquiry", exact: true });
  await expect(column.getByRole("listitem")).toHaveCount(1);
  await expect(column.getByRole("link", { name, exact: true })).toBeVisible();
});
