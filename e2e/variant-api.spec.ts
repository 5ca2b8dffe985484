import { execFileSync } from "node:child_process";
import path from "node:path";
import { test, expect, type Browser, type Page } from "@playwright/test";
import { roles, type RoleName } from "./support/roles";
import { freePort, startServer, type TestServer } from "../lib/dev/server";
import {
  HIDDEN_PHASE_ID,
  ID_SHIFT,
  OPEN_STATUS,
  startVariantApi,
  UNKNOWN_FIELD_TYPE,
  type VariantApi,
  wideId,
} from "./support/variant-api";

// The console against "a real API": the app's own sandbox behind a proxy that answers with what the spec
// permits but the sandbox does not choose (e2e/support/variant-api.ts lists the variations). Every page renders
// for every role and each journey runs; nothing may say the API's answer was not understood.
test.describe.configure({ mode: "serial" });

let server: TestServer;
let variant: VariantApi;
const password = "variant-e2e-password";
const pages = new Map<RoleName, Page>();

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  variant = await startVariantApi(origin);
  server = await startServer(
    {
      SANDBOX: "on",
      NEXTAUTH_SECRET: "variant-e2e-nextauth-secret-value",
      PARTNER_API_BASE_URL: `${variant.origin}/sandbox/api`,
      PARTNER_AUTH_URL: `${variant.origin}/sandbox`,
      PARTNER_AUDIENCE: origin,
      PARTNER_CLIENT_ID: "sandbox-partner",
      PARTNER_CLIENT_SECRET: "sandbox-secret",
      PARTNER_ENVIRONMENT_NAME: "Variant",
      PARTNER_ENVIRONMENT_KIND: "staging",
    },
    { port },
  );
  // No demo users outside sandbox mode: one per role, as an operator would add them.
  for (const role of roles)
    execFileSync(
      path.join("node_modules", ".bin", "tsx"),
      [
        "--conditions=react-server",
        "scripts/user-add.ts",
        "--email",
        `${role}@variant.test`,
        "--role",
        role,
        "--password",
        password,
      ],
      { env: { ...process.env, DATA_DIR: server.dataDir }, stdio: "pipe" },
    );
  for (const role of roles) pages.set(role, await signIn(browser, role));
});
test.afterAll(async () => {
  for (const p of pages.values()) await p.context().close();
  await server?.stop();
  await variant?.close();
});

async function signIn(browser: Browser, role: RoleName) {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(`${role}@variant.test`);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  return page;
}
const as = (role: RoleName) => pages.get(role)!;

// The sandbox itself, unproxied: to find records the journeys need.
async function sandbox<T>(pathAndQuery: string): Promise<T> {
  const form = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: "sandbox-partner",
    client_secret: "sandbox-secret",
    audience: new URL(server.baseUrl).origin,
  });
  const tok = await (
    await fetch(`${server.baseUrl}/sandbox/oauth/token`, { method: "POST", body: form })
  ).json();
  const res = await fetch(`${server.baseUrl}/sandbox/api${pathAndQuery}`, {
    headers: { authorization: `Bearer ${(tok as { access_token: string }).access_token}` },
  });
  return (await res.json()) as T;
}
type Lead = { id: number; name: string | null; phaseId: number; status: { value: string } };
const leads = () => sandbox<{ data: Lead[] }>("/v1/leads?limit=300").then((r) => r.data);

async function expectRendered(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText("This page could not be loaded")).toHaveCount(0);
  await expect(page.getByText(/does not understand/)).toHaveCount(0);
}

test("every console page renders for admin, manager and support", async () => {
  test.setTimeout(240_000);
  const project = (await sandbox<{ data: { id: number }[] }>("/v1/projects?limit=1")).data[0]!;
  const lead = (await leads())[0]!;
  const sub = await as("manager").request.post("/api/webhooks", {
    data: {
      url: "https://example.com/variant-hook",
      triggers: [{ resourceName: "project", eventType: "update" }],
    },
  });
  expect(sub.status()).toBe(200);
  const subId = ((await sub.json()) as { data: { id: number } }).data.id;
  const common = [
    "/projects",
    `/projects/${project.id}`,
    `/projects/${project.id}/schedule`,
    "/leads",
    "/leads?view=table",
    `/leads/${lead.id}`,
    `/leads/${lead.id}/schedule`,
    "/schedule",
    "/custom-fields",
    "/webhooks",
    `/webhooks/${subId}`,
    `/webhooks/${subId}/health`,
    "/webhooks/signature-checker",
  ];
  const writers = [
    "/projects/new",
    `/projects/${project.id}/edit`,
    "/leads/new",
    `/leads/${lead.id}/edit`,
    "/webhooks/new",
    `/webhooks/${subId}/edit`,
  ];
  for (const role of roles) {
    const page = as(role);
    for (const url of [
      ...common,
      ...(role === "support" ? [] : writers),
      ...(role === "admin" ? ["/audit"] : []),
    ])
      await test.step(`${role} ${url}`, () => expectRendered(page, url));
  }
});

test("projects: the list, a detail with offset timestamps read, and an edit", async () => {
  const page = as("manager");
  await page.goto("/projects");
  await expect(page.getByRole("table").getByRole("row")).not.toHaveCount(1);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The API wrote "+00:00"; the console read the instant and shows a date, not "—".
  await expect(page.locator("time").first()).toHaveAttribute("datetime", /Z$/);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit project" })).toBeVisible();
  const name = `Variant edit ${Date.now()}`;
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("board: leads of a phase the list lacks sit in Other phases and move out of it", async () => {
  const page = as("manager");
  const hidden = (await leads()).find((l) => l.phaseId === HIDDEN_PHASE_ID && l.name);
  expect(hidden, "the seed has leads in the custom phase").toBeTruthy();
  await page.setViewportSize({ width: 2300, height: 1000 });
  await page.goto(`/leads?q=${encodeURIComponent(hidden!.name!)}`);
  const other = page.getByRole("region", { name: "Other phases", exact: true });
  const card = other.locator(`article[data-lead-id="${hidden!.id}"]`);
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Move ${hidden!.name} to another phase` }).click();
  await page.getByRole("menuitem", { name: "Meeting" }).click();
  const meeting = page.getByRole("region", { name: "Meeting", exact: true });
  await expect(meeting.locator(`article[data-lead-id="${hidden!.id}"]`)).toBeVisible();
  await page.reload();
  await expect(meeting.locator(`article[data-lead-id="${hidden!.id}"]`)).toBeVisible();
  await expect(other.locator(`article[data-lead-id="${hidden!.id}"]`)).toHaveCount(0);
});

test("lead: an unknown status shows its name and offers retire, not convert", async () => {
  const page = as("manager");
  const open = (await leads()).find((l) => l.id % 10 === 5 && l.status.value === "Current" && l.name);
  expect(open, "a Current lead the proxy renames").toBeTruthy();
  await page.goto(`/leads/${open!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: open!.name! })).toBeVisible();
  await expect(page.locator(`[data-status="${OPEN_STATUS.value}"]`)).toHaveText(
    `Status: ${OPEN_STATUS.displayName}`,
  );
  await expect(page.getByRole("button", { name: /^Convert/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Retire" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Retire lead" }).click();
  await expect(page.locator('[data-status="Retired"]')).toBeVisible();
  await page.getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByRole("button", { name: "Retire" })).toBeVisible();
});

test("schedule: milestones with numeric ids, colour tokens and no timestamps render as a timeline and a list", async () => {
  const page = as("manager");
  const withMilestones = await sandbox<{ data: { id: number }[] }>("/v1/projects?limit=60").then(
    async (r) => {
      for (const p of r.data) {
        const ms = await sandbox<{ total: number }>(`/v1/projects/${p.id}/milestones?limit=1`);
        if (ms.total > 0) return p.id;
      }
      return undefined;
    },
  );
  expect(withMilestones).toBeTruthy();
  await page.goto(`/projects/${withMilestones}/schedule`);
  await page.getByRole("tab", { name: "List" }).click();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
});

test("custom fields: a type the console does not know is listed and shown read-only", async () => {
  const page = as("manager");
  await page.goto("/custom-fields?type=Project");
  await expect(page.getByRole("cell", { name: UNKNOWN_FIELD_TYPE, exact: true })).toBeVisible();
  const project = (await sandbox<{ data: { id: number }[] }>("/v1/projects?limit=1")).data[0]!;
  await page.goto(`/projects/${project.id}`);
  await page.getByRole("button", { name: "Edit custom fields" }).click();
  await expect(page.getByText(`Type “${UNKNOWN_FIELD_TYPE}” is not known to the console`)).toBeVisible();
  await page.getByLabel("ERP Reference").fill(`VAR-${Date.now()}`);
  await page.getByRole("button", { name: "Save custom fields" }).click();
  await expect(page.getByText("Custom fields saved.")).toBeVisible();
});

test("webhooks: a subscription is created, listed and paused by support", async () => {
  const manager = as("manager");
  const res = await manager.request.post("/api/webhooks", {
    data: {
      url: "https://example.com/variant-pause",
      triggers: [{ resourceName: "lead", eventType: "create" }],
    },
  });
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  const page = as("support");
  await page.goto(`/webhooks/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Pause" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: /Pause/ }).click();
  await expect(page.getByText("Status: Paused")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
});

test("ids above 2^31 - 1: a project's status changes and a lead moves phase, both carried as the API gave them", async () => {
  const page = as("manager");
  // The console reads the ids the API gave (above 2^31 - 1) and sends them back as they are.
  const { data: statuses } = (await (await page.request.get("/api/project-statuses")).json()) as {
    data: { id: number; name: string }[];
  };
  expect(statuses.map((s) => s.id).every((id) => id > 2 ** 31 - 1)).toBe(true);

  type Project = { id: number; name: string; statusId: number | null; archived: boolean };
  const projects = (await sandbox<{ data: Project[] }>("/v1/projects?limit=50")).data;
  const project = projects.find((p) => !p.archived && p.statusId !== null)!;
  const target = statuses.find((s) => s.id !== wideId(project.statusId!))!;
  await page.goto(`/projects/${project.id}/edit`);
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: target.name, exact: true }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByText(`Status: ${target.name}`)).toBeVisible();
  const stored = (await sandbox<{ data: Project }>(`/v1/projects/${project.id}`)).data;
  expect(stored.statusId).toBe(target.id - ID_SHIFT);

  const lead = (await leads()).find((l) => l.phaseId === 1 && l.name && l.status.value !== "Retired")!;
  await page.setViewportSize({ width: 2300, height: 1000 });
  await page.goto(`/leads?q=${encodeURIComponent(lead.name!)}`);
  const card = (phase: string) =>
    page.getByRole("region", { name: phase, exact: true }).locator(`article[data-lead-id="${lead.id}"]`);
  await expect(card("New Inquiry")).toBeVisible();
  await card("New Inquiry")
    .getByRole("button", { name: `Move ${lead.name} to another phase` })
    .click();
  await page.getByRole("menuitem", { name: "Estimate" }).click();
  await expect(page.getByText(`Moved “${lead.name}” to Estimate.`)).toBeVisible();
  await page.reload();
  await expect(card("Estimate")).toBeVisible();
  const moved = (await sandbox<{ data: Lead }>(`/v1/leads/${lead.id}`)).data;
  expect(moved.phaseId).toBe(4);
});
