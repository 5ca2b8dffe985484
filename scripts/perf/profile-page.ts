// npx tsx scripts/perf/profile-page.ts [/path]: where a console page's main thread goes while it loads (default
// /leads), for finding what makes Lighthouse's total blocking time. Profiles one signed-in load in headless
// chromium (V8's sampling profiler) and prints the self time per function, "(program)" being the browser's own
// work (style, layout, paint). With a build made with PC_SOURCE_MAPS=1 (in its own NEXT_DIST_DIR) the functions
// are named by their place in the sources.
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { DEMO_PASSWORD, emailOf } from "../../lib/dev/roles";
import { launchChromium } from "../bench/lib/browser";
import { checkBuild, root } from "../bench/lib/build";
import { signInPage } from "../../lib/dev/console-session";
import { hardTimeout, runBench, startBenchServer } from "../bench/lib/lifecycle";

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

const target = process.argv[2] ?? "/leads";
const distDir = process.env.NEXT_DIST_DIR || ".next";
const maps = new Map<string, SourceMapConsumer | null>();

// "file.js:line:col" of the built chunk, as the source position when the chunk has a map beside it.
function where(frame: Frame | undefined): string {
  if (!frame) return "(no stack)";
  const chunk = /\/_next\/(static\/.*\.js)$/.exec(frame.url)?.[1];
  if (!chunk) return `${frame.functionName || "(anonymous)"} ${frame.url}`;
  if (!maps.has(chunk)) {
    // The chunk names its map in its last line (not always "<chunk>.map").
    const js = path.join(root, distDir, chunk);
    const mapName = fs.existsSync(js)
      ? /sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(js, "utf8"))?.[1]
      : undefined;
    const file = mapName && path.join(path.dirname(js), mapName);
    maps.set(
      chunk,
      file && fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, "utf8"))) : null,
    );
  }
  // Chromium's trace positions are 1-based lines and columns; source maps take 1-based lines, 0-based columns.
  // A frame without a position (V8 gives -1, so 0 here) is named by its chunk alone.
  if (frame.lineNumber < 1) return `${frame.functionName || "(anonymous)"} ${chunk}`;
  const pos = maps
    .get(chunk)
    ?.originalPositionFor({ line: frame.lineNumber, column: frame.columnNumber - 1 });
  if (!pos?.source) return `${frame.functionName || "(anonymous)"} ${chunk}:${frame.lineNumber}`;
  return `${pos.name ?? frame.functionName ?? ""} ${pos.source.replace(/^.*?\[project\]\//, "")}:${pos.line}`;
}

void runBench(async () => {
  hardTimeout(5 * 60_000);
  checkBuild([target.replace(/\/\d+/g, "/[id]")].filter((r) => !r.includes("[")));
  const server = await startBenchServer();
  const { browser } = await launchChromium();
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1350, height: 940 },
  });
  const page = await context.newPage();
  await signInPage(page, emailOf("admin"), DEMO_PASSWORD);
  await page.goto(target, { waitUntil: "networkidle" }); // warm the server
  await page.goto("about:blank");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(target, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send("Profiler.stop");

  // Self time per function, by where it is in the sources.
  const self = new Map<number, number>();
  profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const totals = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id);
    if (!us) continue;
    const f = node.callFrame;
    const key = f.url
      ? where({ ...f, lineNumber: f.lineNumber + 1, columnNumber: f.columnNumber + 1 })
      : f.functionName || "(native)";
    totals.set(key, (totals.get(key) ?? 0) + us);
  }
  for (const [key, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);

  // Total time (with what they call) of the app's own functions: which component or hook costs the most.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusive = (id: number): number =>
    (self.get(id) ?? 0) + (byId.get(id)?.children ?? []).reduce((sum, c) => sum + inclusive(c), 0);
  const own = new Map<string, number>();
  const walk = (id: number, inOwn: Set<string>) => {
    const node = byId.get(id)!;
    const f = node.callFrame;
    const key = f.url ? where({ ...f, lineNumber: f.lineNumber + 1, columnNumber: f.columnNumber + 1 }) : "";
    const mine = /\s(components|lib|app)\//.test(key) && !inOwn.has(key);
    if (mine) own.set(key, (own.get(key) ?? 0) + inclusive(id));
    const next = mine ? new Set(inOwn).add(key) : inOwn;
    for (const c of node.children ?? []) walk(c, next);
  };
  walk(profile.nodes[0]!.id, new Set());
  console.log("-- the app's functions, total time:");
  for (const [key, us] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);
  return 0;
});
