// npx tsx scripts/perf/page-weight.ts [--all]: the JavaScript a modern browser downloads for each console page,
// as it goes over the wire (gzip), measured in headless chromium rather than read from the build: whatever a page
// loads on its own after the first paint (a next/dynamic part that mounts at once, say) counts too; what loads only
// on a click does not. The nomodule polyfill is never fetched by a modern browser, so it is not counted.
// Signs the demo admin in (every role-only part shows), loads each page, waits for the network to go quiet, and
// prints the kB per page. Without --all, the three pages of issue 15; exits 1 when one passes BUDGET_KB.
import { DEMO_PASSWORD, emailOf } from "../../lib/dev/roles";
import { launchChromium } from "../bench/lib/browser";
import { checkBuild } from "../bench/lib/build";
import { signInPage } from "../../lib/dev/console-session";
import { hardTimeout, runBench, startBenchServer } from "../bench/lib/lifecycle";
import { BUDGET_KB } from "./budget";
import { consolePaths } from "./lib/console-pages";

const all = process.argv.includes("--all");

void runBench(async () => {
  hardTimeout(10 * 60_000);
  checkBuild(["/projects", "/leads", "/webhooks"]);
  const server = await startBenchServer();
  const { browser } = await launchChromium();
  const viewport = { width: 1350, height: 940 };
  const signIn = await browser.newContext({ baseURL: server.baseUrl, viewport });
  await signInPage(await signIn.newPage(), emailOf("admin"), DEMO_PASSWORD);
  const storageState = await signIn.storageState();
  const paths = all ? await consolePaths(signIn.request) : ["/projects", "/leads", "/webhooks"];
  await signIn.close();
  let over = 0;
  for (const path of paths) {
    // A context of its own for each page (same session): an empty cache, as on a first visit.
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport, storageState });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (req) => {
      if (req.resourceType() === "script") sizes.push(req.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const kB = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1000;
    if (kB > BUDGET_KB) over++;
    console.log(`${path.padEnd(32)} ${kB.toFixed(1).padStart(7)} kB  (${sizes.length} scripts)`);
    await context.close();
  }
  console.log(`budget ${BUDGET_KB} kB gzip per page: ${over ? `${over} over` : "all within"}`);
  return over ? 1 : 0;
});
