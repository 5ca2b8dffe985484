import { test, expect, expectNoAxeViolations } from "./support/fixtures";
import type { Locator, Page } from "@playwright/test";
import { tabTo } from "./support/keyboard";

// The selection bar sits above the table: from a row's checkbox it is reached backwards.
async function backTo(page: Page, target: Locator, max = 20) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Shift+Tab");
  }
  await expect(target).toBeFocused();
}

// Issue 41, keyboard only: pick a page of leads, "Select all N matching" across pages, confirm a move naming the
// count and effect, watch the server-side job's progress, then undo it within 30 s.
test("bulk-moves every matching lead across pages and undoes it, keyboard only", async ({ as }) => {
  const page = await as("manager");
  const phases = (await (await page.request.get("/api/lead-phases")).json()).data as {
    id: number;
    name: string;
  }[];
  const [from, to] = [phases[0]!, phases[1]!];
  const contactId = (
    (await (await page.request.get("/api/leads?limit=1")).json()).data[0] as { contactId: number }
  ).contactId;
  for (let i = 0; i < 25; i++)
    expect(
      (
        await page.request.post("/api/leads", {
          data: { name: `Bulk e2e ${i}`, contactId, phaseId: from.id },
        })
      ).ok(),
    ).toBe(true);
  const count = async (phaseId: number) =>
    (await (await page.request.get(`/api/leads?contactId=${contactId}&phaseId=${phaseId}&limit=1`)).json())
      .total as number;
  const n = await count(from.id);
  const movedBefore = await count(to.id);

  await page.goto(`/leads?view=table&contact=${contactId}&phase=${from.id}`);
  const pageBox = page.getByRole("checkbox", { name: "Select every row on this page" });
  await tabTo(page, pageBox, 80);
  await page.keyboard.press("Space");
  await expect(page.getByText("20 selected")).toBeVisible();
  const all = page.getByRole("button", { name: `Select all ${n} matching` });
  await backTo(page, all);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`All ${n} matching leads selected`)).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Bulk actions…" }));
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Bulk actions" });
  await expect(dialog.getByRole("radio", { name: "Move to phase" })).toBeChecked();
  await dialog.getByRole("combobox", { name: "Phase" }).focus();
  await dialog.getByRole("combobox", { name: "Phase" }).selectOption(String(to.id));
  const confirm = dialog.getByRole("button", { name: `Move ${n} leads to ${to.name}` });
  await tabTo(page, confirm);
  await expectNoAxeViolations(page, "the bulk actions dialog");
  await page.keyboard.press("Enter");

  const panel = page.getByRole("region", { name: "Bulk job" });
  await expect(panel.getByRole("progressbar", { name: "Bulk job progress" })).toBeVisible();
  await expect(panel.getByText(`Finished: ${n} done, 0 failed, 0 unchanged`)).toBeVisible({
    timeout: 30_000,
  });
  expect(await count(to.id)).toBe(movedBefore + n);
  await expectNoAxeViolations(page, "the bulk job panel");

  const undo = panel.getByRole("button", { name: /^Undo \(\d+ s\)$/ });
  await tabTo(page, undo);
  await page.keyboard.press("Enter");
  await expect(panel.getByText(`Undo the change to ${n} leads`)).toBeVisible();
  await expect(panel.getByText(`Finished: ${n} done, 0 failed, 0 unchanged`)).toBeVisible({
    timeout: 30_000,
  });
  expect(await count(from.id)).toBe(n);
});
