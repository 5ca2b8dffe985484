import { test, expect } from "./support/fixtures";

// Issue 35, item 8: a record's back link returns to the list as it was (its whole address: search, filters,
// page, size, sort, view), also after an edit.

test("from a searched leads board, a lead's back link returns to the board with its search", async ({
  as,
}) => {
  const page = await as("manager");
  const name = `Backlink Quokka ${Date.now()}`;
  const res = await page.request.post("/api/leads", { data: { name, phaseId: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(`/leads?q=${encodeURIComponent("Backlink Quokka")}&retired=1`);
  const search = page.getByRole("textbox", { name: "Search cards" });
  await expect(search).toHaveValue("Backlink Quokka");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page).toHaveURL(/\/leads\?q=Backlink\+Quokka&retired=1$/);
  await expect(page.getByRole("textbox", { name: "Search cards" })).toHaveValue("Backlink Quokka");
  await expect(page.getByLabel("Show retired")).toBeChecked();
});

test("from page 2 of the projects table at 50 a page, a project's back link returns there, after an edit too", async ({
  as,
}) => {
  const page = await as("manager");
  // The page's HTML remembers the list's address with an inline script, so a row opened before hydration
  // leads back too; the page's CSP must let it run.
  const refused: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.goto("/projects?archived=all&page=2&size=50");
  const firstLink = page.getByRole("table").getByRole("row").nth(1).getByRole("link").first();
  const name = (await firstLink.textContent())!.trim();
  await firstLink.click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const back = page.getByRole("main").getByRole("link", { name: "Projects", exact: true });
  await expect(back).toHaveAttribute("href", "/projects?archived=all&page=2&size=50");
  // Through the edit form and back: the list is still the one left.
  await page.getByRole("link", { name: /^Edit/ }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page).toHaveURL(/\/projects\?archived=all&page=2&size=50$/);
  await expect(page.getByRole("navigation", { name: /pagination/i }).getByText(/page 2/i)).toBeVisible();
  expect(refused).toEqual([]);
});
