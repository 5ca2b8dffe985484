import fs from "node:fs";
import { test, expect } from "./support/fixtures";

test("export writes every matching project to CSV, with formulas defused", async ({ as }) => {
  const page = await as("manager");
  const created = await page.request.post("/api/projects", {
    data: { name: "=HYPERLINK(1)", archived: true },
  });
  const id = (await created.json()).data.id as number;
  const total = (await (await page.request.get("/api/projects?archived=true&limit=1")).json())
    .total as number;
  expect(total).toBeGreaterThan(1);

  await page.goto("/projects?archived=archived");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await file.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    "id,name,status,client,contactId,budget,type,ownerId,archived,address,createdAt,updatedAt",
  );
  expect(lines).toHaveLength(total + 1);
  expect(lines.find((l) => l.startsWith(`${id},`))).toContain("'=HYPERLINK(1)");
  expect(lines.slice(1).every((l) => l.includes(",true,"))).toBe(true);
  await expect(page.getByText(/Exported \d+ projects/)).toBeVisible();
});

test("an export in progress can be cancelled", async ({ as }) => {
  const page = await as("manager");
  // Hold the export's response back so the dialog is still open when Cancel is pressed.
  await page.route("**/api/projects/export*", async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue().catch(() => undefined);
  });
  await page.goto("/projects");
  let downloaded = false;
  page.on("download", () => (downloaded = true));
  await page.getByRole("button", { name: "Export CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Exporting projects" });
  await expect(dialog.getByRole("progressbar", { name: "Export progress" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Export cancelled.")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(downloaded).toBe(false);
});
