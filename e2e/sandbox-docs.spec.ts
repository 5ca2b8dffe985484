import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/fixtures";

// Authorize runs the client-credentials flow against the sandbox's token endpoint, from the page.
async function authorize(page: Page) {
  await page.getByRole("button", { name: "Authorize", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "client_id:" })).toHaveValue("sandbox-partner");
  await page.getByRole("button", { name: "Apply given OAuth2 credentials" }).click();
  await expect(page.getByRole("button", { name: "Remove authorization" })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
}

// "Try it out" on the operation open on the page: the table of the server's answer, once it says 200.
async function tryItOut(page: Page) {
  await page.getByRole("button", { name: "Try it out" }).click();
  await page.getByRole("button", { name: "Execute" }).click();
  const serverResponse = page
    .getByRole("table")
    .filter({ has: page.getByRole("heading", { name: "Response body" }) });
  await expect(serverResponse.getByRole("cell", { name: "200", exact: true })).toBeVisible();
  return serverResponse;
}

test("/sandbox/openapi.json answers the OpenAPI 3.1 document as JSON", async ({ request }) => {
  const res = await request.get("/sandbox/openapi.json");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/json/);
  const doc = await res.json();
  expect(doc.openapi).toBe("3.1.0");
  expect(doc.info.version).toBe("0.1.0");
  expect(doc.paths["/v1/projects"].get.summary).toBe("List projects");
});

test("the docs serve only allow-listed swagger-ui files", async ({ request }) => {
  const css = await request.get("/sandbox/docs/assets/swagger-ui.css");
  expect(css.headers()["content-type"]).toMatch(/^text\/css/);
  expect(css.headers()["cache-control"]).toContain("immutable");
  expect((await request.get("/sandbox/docs/assets/package.json")).status()).toBe(404);
});

test("the API reference renders and works with no network beyond the app's origin @smoke", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const requested: string[] = [];
  const blocked: string[] = [];
  const problems: string[] = []; // page errors and console errors (a CSP violation is one)
  page.on("request", (r) => requested.push(r.url()));
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  // Offline by construction: anything aimed elsewhere (a CDN, a validator badge) fails, and is recorded.
  await page.context().route("**/*", (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    blocked.push(route.request().url());
    return route.abort("blockedbyclient");
  });

  const res = await page.goto("/sandbox/docs");
  expect(res?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1, name: /Partner REST API \(sandbox\)/ })).toBeVisible();
  await expect(page.getByText("OAS 3.1", { exact: true })).toBeVisible();
  for (const tag of ["Custom fields", "Projects", "Leads", "Milestones", "Webhooks"])
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${tag}\\b`) })).toBeVisible();
  const listProjects = page.getByRole("button", { name: "GET /v1/projects List projects" });
  await expect(listProjects).toBeVisible();
  await expect(
    page.getByRole("button", { name: "POST /v1/leads/{id}/convertToProject Convert a lead to a project" }),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: "sandbox-secret" })).toBeVisible();

  await authorize(page);
  // "Try it out" calls the sandbox API with that token and shows the answer with its rate-limit headers.
  await listProjects.click();
  await expect(page.getByRole("cell", { name: "statusId" })).toBeVisible();
  const serverResponse = await tryItOut(page);
  await expect(serverResponse.getByText(/x-ratelimit-remaining: \d+/)).toBeVisible();

  expect(blocked).toEqual([]);
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(requested).toContain(`${origin}/sandbox/openapi.json`);
  expect(problems).toEqual([]);
});

// Issue 42, item 6: the page and the document it shows use relative URLs only, so the reference works at any host
// name it is opened at (here the server's other loopback name), every link leads somewhere, and axe finds nothing.
test("the API reference works at another host name, its links lead somewhere, and axe finds nothing", async ({
  page,
  baseURL,
  request,
}) => {
  test.slow(); // axe reads every operation, webhook and schema of the page: a large DOM on a shared machine
  const other = new URL(baseURL ?? "");
  other.hostname = other.hostname === "localhost" ? "127.0.0.1" : "localhost";
  const origin = other.origin;
  const elsewhere: string[] = [];
  await page.context().route("**/*", (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    elsewhere.push(route.request().url());
    return route.abort("blockedbyclient");
  });

  await page.goto(`${origin}/sandbox/docs`);
  await expect(page.getByRole("heading", { level: 1, name: /Partner REST API \(sandbox\)/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^Sandbox workbench/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Webhooks", exact: true, level: 2 })).toBeVisible();

  // Authorize and "Try it out" go to the host the page was opened at, never to the configured APP_URL.
  await authorize(page);
  await page.getByRole("button", { name: "GET /v1/project-statuses List project statuses" }).click();
  await tryItOut(page);
  await expect(page.getByText(`${origin}/sandbox/api/v1/project-statuses`).first()).toBeVisible();

  // Every link: same-origin ones answer 200, and the one outside link is the licence.
  const hrefs = await page
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (url.origin !== origin) {
      expect(href).toBe("https://spdx.org/licenses/Apache-2.0.html");
      continue;
    }
    expect((await request.get(href)).status(), href).toBe(200);
  }
  expect(hrefs).toContain(`${origin}/sandbox/openapi.json`);

  expect(await axeViolations(page)).toEqual([]);
  expect(elsewhere).toEqual([]);
});
