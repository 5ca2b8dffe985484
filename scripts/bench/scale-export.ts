// npx tsx scripts/bench/scale-export.ts [-- --projects <n>]: the projects CSV export at scale (issue 25, item 3).
// Grows company 1 to 100,000 projects with SQL, then exports them through the console, a-b-a-b: (a) a client
// reading as fast as it can and (b) one reading 64 KB every 50 ms (about 1.3 MB/s); for each, the time and the
// growth of the server's resident memory (VmRSS of next-server, sampled every 50 ms, peak minus the level before). The floor
// is the same page walk made straight against the sandbox, in the same run. (One sandbox call per page is asserted
// by e2e/integration/export-stream.test.ts.)
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { signIn } from "../../lib/dev/console-session";
import { BenchError } from "../../lib/dev/errors";
import { benchDb, growProjects } from "./lib/grow";
import { exportOnce, warmExport, type ExportRun } from "./lib/export-run";
import { rssGrowth, serverPid } from "./lib/huge-upload";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { machine, printFact } from "./lib/report";
import { recordFigure } from "./lib/results";
import { sandboxToken } from "./lib/sandbox-api";

async function main(): Promise<number> {
  const { projects, rounds } = parseIntOptions(process.argv.slice(2), "scale-export", {
    projects: { unit: "projects", fallback: 100_000, min: 1000, max: 1_000_000 },
    rounds: { unit: "rounds", fallback: 2, min: 1, max: 10 },
  });
  checkBuild(["/api/projects/export"]);
  hardTimeout(20 * 60_000);
  const server = await startBenchServer();
  const db = await benchDb(server.dataDir);
  const total = await growProjects(db, projects);
  await db.end();
  console.log(`[bench] company 1 has ${total} projects`);
  const cookie = await signIn(server.baseUrl, "admin@example.com", "console-demo");
  const token = await sandboxToken(server.baseUrl, "read:projects");
  const pid = serverPid(server.port);

  // The floor: the same pages fetched straight from the sandbox, one after another.
  let walkGrowthMb = 0;
  const walkSandbox = async () => {
    const rss = rssGrowth(pid);
    const started = performance.now();
    try {
      for (let offset = 0; offset < total; offset += 300) {
        const res = await fetch(`${server.baseUrl}/sandbox/api/v1/projects?limit=300&offset=${offset}`, {
          headers: { authorization: `Bearer ${token}`, "accept-encoding": "identity" },
        });
        await res.arrayBuffer();
        if (!res.ok) throw new BenchError(`sandbox page at ${offset} answered ${res.status}`);
      }
    } finally {
      walkGrowthMb = Math.max(walkGrowthMb, rss.stop());
    }
    return performance.now() - started;
  };

  // Warm-up: the route's code and the sandbox's plans, on the first pages only.
  await warmExport(server.baseUrl, cookie);
  const runs: { kind: string; run?: ExportRun; ms: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const kind of ["normal", "throttled", "sandbox walk"]) {
      console.log(`[bench] round ${round}: ${kind}…`);
      if (kind === "sandbox walk") runs.push({ kind, ms: await walkSandbox() });
      else {
        const run = await exportOnce(server.baseUrl, cookie, pid, {
          throttle: kind === "throttled",
          expectRows: total,
        });
        runs.push({ kind, run, ms: run.ms });
      }
    }
  }

  console.log("");
  printFact("machine", machine());
  printFact("projects", `${total} (company 1, SQL copies of the seed, ANALYZEd)`);
  console.log("");
  console.log("run           kind            ms       MB  RSS growth MB");
  runs.forEach((r, i) =>
    console.log(
      `${String(Math.floor(i / 3) + 1).padEnd(13)} ${r.kind.padEnd(13)} ${r.ms.toFixed(0).padStart(6)} ${(r.run ? r.run.bytes / 2 ** 20 : 0).toFixed(1).padStart(8)} ${r.run ? r.run.rssGrowthMb.toFixed(1).padStart(14) : ""}`,
    ),
  );
  const mean = (kind: string, f: (r: (typeof runs)[number]) => number) => {
    const of = runs.filter((r) => r.kind === kind);
    return of.reduce((a, r) => a + f(r), 0) / of.length;
  };
  const normal = mean("normal", (r) => r.ms);
  const walk = mean("sandbox walk", (r) => r.ms);
  const maxGrowth = (kind: string) =>
    Math.max(...runs.filter((r) => r.kind === kind).map((r) => r.run!.rssGrowthMb));
  console.log("");
  console.log(
    `export (normal client) / sandbox page walk: ${(normal / walk).toFixed(2)}x (${normal.toFixed(0)} / ${walk.toFixed(0)} ms)`,
  );
  console.log(
    `max RSS growth: normal ${maxGrowth("normal").toFixed(1)} MB, throttled ${maxGrowth("throttled").toFixed(1)} MB, sandbox walk ${walkGrowthMb.toFixed(1)} MB`,
  );
  recordFigure({
    bench: "scale",
    name: `CSV export of ${total} projects`,
    value: normal,
    unit: "ms",
    goal: { op: "<=", target: 5000 },
  });
  recordFigure({
    bench: "scale",
    name: "export RSS growth, normal client",
    value: maxGrowth("normal"),
    unit: "MB",
    goal: { op: "<=", target: 50 },
  });
  recordFigure({
    bench: "scale",
    name: "export RSS growth, throttled client",
    value: maxGrowth("throttled"),
    unit: "MB",
    goal: { op: "<=", target: 50 },
  });
  return 0;
}

void runBench(main);
