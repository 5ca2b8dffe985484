import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { openPalette } from "./support/palette";

// Issue 41: Ctrl/⌘-K runs the actions of the page and of the selected rows, keyboard only.

// Types into the palette's box and runs the option of that name (arrows, then Enter).
async function runTyped(page: Page, text: string, option: RegExp) {
  const { palette, box } = await openPalette(page);
  await box.pressSequentially(text);
  const item = palette.getByRole("option", { name: option });
  await expect(item).toBeVisible();
  for (let i = 0; i < 10 && (await item.getAttribute("aria-selected")) !== "true"; i++)
    await page.keyboard.press("ArrowDown");
  await expect(item).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
}

test("the palette archives the selected projects and clears the filters, keyboard only", async ({ as }) => {
  test.slow();
  const page = await as("manager");
  const run = Date.now().toString(36);
  await page.goto("/projects");
  const def = await page.request.post("/api/custom-fields", {
    data: { name: `Batch ${run}`, type: "text", customableType: "Project" },
  });
  const fieldId = (await def.json()).data.id as number;
  const ids: number[] = [];
  for (const i of [1, 2]) {
    const created = await page.request.post("/api/projects", { data: { name: `Palette ${run} ${i}` } });
    const id = (await created.json()).data.id as number;
    ids.push(id);
    const set = await page.request.patch("/api/custom-field-entries", {
      data: {
        entityType: "Project",
        entityId: id,
        customFieldEntries: [{ customFieldId: fieldId, value: `B-${run}` }],
      },
    });
    expect(set.ok()).toBe(true);
    // Read once through the console: the record index takes the project with its value.
    await page.request.get(`/api/projects/${id}`);
  }

  // The two projects, filtered by their custom field value, both selected from the keyboard.
  await page.goto(`/projects?cfv=${fieldId}%3AB-${run}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: `Palette ${run} 2` })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  await tabTo(page, page.getByRole("checkbox", { name: "Select every row on this page" }), 80);
  await page.keyboard.press("Space");
  await expect(page.getByText("2 selected")).toBeVisible();

  // The page's and the selection's actions are listed under the search box.
  const { palette, box } = await openPalette(page);
  await expect(palette.getByRole("region", { name: "Selected rows" })).toBeVisible();
  await expect(
    palette.getByRole("region", { name: "This page" }).getByRole("button", { name: "Export CSV" }),
  ).toBeVisible();
  await box.pressSequentially("archive 2");
  await expect(palette.getByRole("option", { name: /^Archive 2 selected projects…/ })).toBeVisible();
  await expectNoAxeViolations(page, "the palette with actions");
  await page.keyboard.press("Escape"); // the list
  await page.keyboard.press("Escape"); // the palette
  await expect(palette).toBeHidden();

  // A selected-rows action opens the bulk bar's confirmation, with that action chosen.
  await runTyped(page, "archive 2", /^Archive 2 selected projects…/);
  const dialog = page.getByRole("dialog", { name: "Bulk actions" });
  await expect(dialog.getByRole("radio", { name: "Archive", exact: true })).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: "Archive 2 projects" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Bulk job" }).getByText(/^Finished: 2 done/)).toBeVisible({
    timeout: 30_000,
  });
  for (const id of ids)
    expect(
      ((await (await page.request.get(`/api/projects/${id}`)).json()).data as { archived: boolean }).archived,
    ).toBe(true);

  // A page action: clear the filters.
  await runTyped(page, "clear filt", /^Clear filters/);
  await expect(page).not.toHaveURL(/cfv=/);
});

test("on the leads board the palette switches to the table, keyboard only", async ({ as }) => {
  const page = await as("manager");
  await page.goto("/leads");
  await expect(page.getByRole("link", { name: "Board" })).toHaveAttribute("aria-current", "page");
  await runTyped(page, "switch", /^Switch to the table/);
  await expect(page).toHaveURL(/view=table/);
  await expect(page.getByRole("region", { name: "Leads table view" })).toBeVisible();
});
