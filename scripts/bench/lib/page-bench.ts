import type { Browser, BrowserContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, emailOf } from "../../../lib/dev/roles";
import { launchChromium } from "./browser";
import { signInPage } from "../../../lib/dev/console-session";
import { BenchError } from "../../../lib/dev/errors";
import type { PageLoad, PageProbe } from "./page-probe";
import { fmt, printFact } from "./report";
import { percentile, sortedOf } from "./stats";

// The browser half every page bench shares: a signed-in context with the bench's probe installed, the load of a
// page until interactive, the warm-up-then-measure loop and the load table. Each bench keeps only what is its own.

export const VIEWPORT = { width: 1400, height: 900 };
export const QUIET_MS = 200; // a main thread with no long task this long after the page is ready counts as idle
export const LOAD_TIMEOUT_MS = 60_000;
export const FRAME_MS = 1000 / 60;

// Headless chromium (as the e2e suite launches it; or a context of one already `launched`), the probe in every
// document, the demo manager signed in through /sign-in.
export async function openBench(
  baseUrl: string,
  probeSource: string,
  launched?: { browser: Browser; executablePath: string },
): Promise<{ browser: Browser; executablePath: string; context: BrowserContext; page: Page }> {
  const { browser, executablePath } = launched ?? (await launchChromium());
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(probeSource);
  const page = await context.newPage();
  await signInPage(page, emailOf("manager"), DEMO_PASSWORD);
  return { browser, executablePath, context, page };
}

export function printBenchFacts(browser: Browser, executablePath: string) {
  printFact(
    "browser",
    `headless chromium ${browser.version()} (${executablePath}), ${VIEWPORT.width}×${VIEWPORT.height}, same machine as the app, loopback`,
  );
  printFact("user", `${emailOf("manager")}, signed in through /sign-in`);
}

// Navigates and waits in the page until it is interactive (see page-probe.ts).
export async function loadPage<D>(page: Page, key: string, url: string): Promise<PageLoad & D> {
  await page.goto(url, { waitUntil: "commit" });
  const result = await page.evaluate(
    ([k, q, t]) => (window as unknown as Record<string, PageProbe<D>>)[k]!.interactive(q, t),
    [key, QUIET_MS, LOAD_TIMEOUT_MS] as const,
  );
  if ("timedOut" in result) throw new BenchError(`${url}: ${result.timedOut}`);
  return result;
}

// One warm-up load and `runs` measured, each in a new tab; the first also checks that long tasks are reported.
export async function measureLoads<D>(
  context: BrowserContext,
  key: string,
  url: string,
  runs: number,
): Promise<(PageLoad & D)[]> {
  const loads: (PageLoad & D)[] = [];
  for (let i = 0; i <= runs; i++) {
    const tab = await context.newPage();
    const load = await loadPage<D>(tab, key, url);
    if (i === 0) {
      const observed = await tab.evaluate(
        (k) => (window as unknown as Record<string, PageProbe<D>>)[k]!.longTasksObserved,
        key,
      );
      if (!observed)
        throw new BenchError("this chromium reports no long tasks (PerformanceObserver 'longtask')");
    }
    await tab.close();
    if (i > 0) loads.push(load);
  }
  return loads;
}

export const row = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : c.padStart(widths[i]!))).join("  ");

// p50 and max of each load figure, then each load's own figures.
export function printLoads(
  loads: PageLoad[],
  o: {
    title: string;
    ready: string;
    interactive: string;
    width: number;
    each: [label: string, format: (l: PageLoad) => string];
  },
) {
  const widths = [o.width, 8, 8];
  const line = (label: string, values: number[]) => {
    const sorted = sortedOf(values);
    console.log(row([label, fmt(percentile(sorted, 50), 1), fmt(sorted[sorted.length - 1]!, 1)], widths));
  };
  console.log("");
  console.log(`${o.title} (${loads.length} loads after one warm-up, from navigation start)`);
  console.log(row(["", "p50 ms", "max ms"], widths));
  line(
    o.ready,
    loads.map((l) => l.readyAt),
  );
  line(
    o.interactive,
    loads.map((l) => l.interactiveAt),
  );
  line(
    "total blocking time",
    loads.map((l) => l.blockingMs),
  );
  line(
    "long tasks before interactive",
    loads.map((l) => l.longTasks),
  );
  console.log(`  ${o.each[0]}: ${loads.map(o.each[1]).join(", ")} ms`);
}
