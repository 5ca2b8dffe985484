import { test, expect } from "./support/fixtures";

// Issue 35, items 6 and 9, and the legend of item 8: what a newcomer reads says what it means.

test("a lead's page names its service type and source in words", async ({ as }) => {
  const page = await as("manager");
  const res = await page.request.post("/api/leads", {
    data: { name: `Plain words ${Date.now()}`, phaseId: 1, serviceTypeId: 3, source: "Houzz", sourceCode: 2 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()).data as { id: number };
  await page.goto(`/leads/${id}`);
  await expect(page.getByText("No. 3", { exact: true })).toBeVisible();
  await expect(page.getByText("Houzz", { exact: true })).toBeVisible();
  await expect(page.getByText(/code 2|Service type id/)).toHaveCount(0);
});

test("the header says whose request quota it shows", async ({ as }) => {
  const page = await as("manager");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/projects");
  // The quota comes with the console API's answers: a page change asks for one.
  await page.getByRole("button", { name: "Next page" }).first().click();
  const quota = page.getByText(/^Partner API requests left this minute: [\d,]+ of [\d,]+$/);
  await expect(quota).toBeVisible();
  await expect(quota).toHaveAttribute(
    "title",
    /rate limit for this console's OAuth client, shared by everyone/,
  );
});

test("the project form names the type's display name plainly", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/projects/1/edit");
  await expect(page.getByLabel("Type's display name")).toBeVisible();
  await expect(page.getByLabel("Type name", { exact: true })).toHaveCount(0);
});

test("the timeline's legend shows the baseline only where there is one", async ({ as }) => {
  const page = await as("manager");
  type M = { baselineStartDate?: number | null; baselineDueDate?: number | null };
  let without = 0;
  for (let id = 1; id <= 35 && !without; id++) {
    const res = await page.request.get(`/api/projects/${id}/milestones`);
    const list = (await res.json()).data as M[];
    if (list.length > 0 && list.every((m) => m.baselineStartDate == null && m.baselineDueDate == null))
      without = id;
  }
  expect(without, "a seeded project with milestones and no baseline").toBeGreaterThan(0);
  await page.goto(`/projects/${without}/schedule`);
  const legend = page.getByRole("list", { name: "Legend" });
  await expect(legend.getByText("Item", { exact: true })).toBeVisible();
  await expect(legend.getByText("Baseline (planned)")).toHaveCount(0);
  // Project 4's schedule has baseline dates (the seed's).
  await page.goto("/projects/4/schedule");
  await expect(page.getByRole("list", { name: "Legend" }).getByText("Baseline (planned)")).toBeVisible();
});
