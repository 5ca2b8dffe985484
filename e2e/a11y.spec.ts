import type { Browser, Page, TestInfo } from "@playwright/test";
import { AUTH_DIR, appRoutes, consolePages, redirectOf } from "./support/console-pages";
import { test, expect, axeViolations } from "./support/fixtures";
import { roles, storageStateOf, type RoleName } from "./support/roles";

// The accessibility sweep: every page of the app (read from its routes, e2e/support/console-pages.ts) as each
// role, in the light and the dark theme, checked by axe against WCAG 2.2 AA and best practices. One browser
// context per role and width; each page is loaded once and checked in both themes (the app follows the system
// theme, so switching the emulated colour scheme re-themes it without a reload): every rule in the light theme,
// then the rules that read colours in the dark one (a theme is a class on <html>: it changes colours, not the
// document the other rules read). Each distinct screen once, which keeps the sweep to minutes in `npm test`:
// - a page a role is sent away from (a form it may not use, "/") is not checked again where it lands: the sweep
//   asserts the redirect, and the page it lands on is checked as a page of its own.
const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Width = keyof typeof WIDTHS;
const THEMES = ["light", "dark"] as const;

async function newPage(browser: Browser, width: Width, role?: RoleName) {
  const context = await browser.newContext({
    ...WIDTHS[width],
    baseURL: process.env.E2E_BASE_URL,
    ...(role ? { storageState: storageStateOf(role) } : {}),
  });
  return context.newPage();
}

// Loaded: the page's heading is up, no request is in flight and no loading placeholder is left.
async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function sweep(page: Page, urls: string[], label: string, testInfo: TestInfo, role?: RoleName) {
  const visited: string[] = [];
  const failures: string[] = [];
  const sentAway = urls.flatMap((url) => {
    const to = role && redirectOf(url, role);
    return to ? [{ url, to }] : [];
  });
  const checked = urls.filter((url) => !sentAway.some((r) => r.url === url));
  for (const { url, to } of sentAway) {
    expect(checked, `${url} sends ${label} to a page the sweep checks`).toContain(to.split("?")[0]);
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${escape(to)}$`));
    visited.push(`${url} → ${to} (redirect)`);
  }
  for (const url of checked) {
    const started = Date.now();
    await page.goto(url);
    await settle(page);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const found = await axeViolations(page, { bestPractice: true, colourOnly: theme === "dark" });
      visited.push(
        `${url} (${theme})${found.length ? ` — ${found.length} violation(s)` : ""}` +
          (theme === "dark" ? ` ${Date.now() - started} ms` : ""),
      );
      failures.push(...found.map((f) => `${url} (${theme}, ${label}): ${f}`));
    }
  }
  const list = `${label}: ${checked.length} pages, ${visited.length - sentAway.length} checks, ${sentAway.length} redirects\n${visited.join("\n")}\n`;
  console.log(list);
  await testInfo.attach(`pages visited (${label})`, { body: list, contentType: "text/plain" });
  expect(failures, `axe violations (${label})`).toEqual([]);
}

// The console's URLs, with real ids read once as a writer (a fresh database may need a subscription made).
let consoleUrls: string[] = [];
test.beforeAll(async ({ browser }) => {
  const manager = await newPage(browser, "desktop", "manager");
  consoleUrls = await consolePages(manager.request);
  await manager.context().close();
});

// On a phone, as admin only: the admin sees every page and every control; another role's screen differs by what
// it may do, which the desktop sweeps check as each role (this keeps the sweep about 3 minutes shorter).
const rolesAt = (width: Width): readonly RoleName[] => (width === "phone" ? ["admin"] : roles);

for (const width of Object.keys(WIDTHS) as Width[]) {
  test(`axe: the sign-in pages, signed out, ${width}, light and dark`, async ({ browser }, testInfo) => {
    const page = await newPage(browser, width);
    await sweep(page, appRoutes(AUTH_DIR), `signed out, ${width}`, testInfo);
    await page.context().close();
  });

  for (const role of rolesAt(width))
    test(`axe: every console page as ${role}, ${width}, light and dark`, async ({ browser }, testInfo) => {
      test.setTimeout(10 * 60_000);
      const page = await newPage(browser, width, role);
      await sweep(page, consoleUrls, `${role}, ${width}`, testInfo, role);
      await page.context().close();
    });
}
