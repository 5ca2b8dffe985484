// npm run bench:bff [-- --duration <s>] [--rounds <n>]: the projects list through the console's API (GET /api/projects, signed in
// with a session cookie, the console calling the sandbox with its own cached token) beside the same page straight
// from the sandbox with a bearer token, the trivial GET /api/health and the board's sums from the record index
// (GET /api/leads/board-summary, once the index is complete), in one run, at 20 connections over
// loopback (issues 3 and 15). Prints requests/s, p50 and p99 of each, the console's added p50 (console minus
// direct) against one trivial hop (health's p50 + 0.5 ms), the requests/s ratio against 0.9, and how many tokens
// the sandbox issued during the run (from its log). Starts the built app through the launcher (embedded
// PostgreSQL in a temp dir), checks both lists answer the same 20 projects, warms every route up, then loads them
// in a-b-c-a-b-c rounds (--rounds or BENCH_ROUNDS, default 2), each an equal share of the duration (default 10 s
// in all per route, or BENCH_DURATION), so drift on a shared machine hits all three alike; the figures are the rounds' means. Exits 1 if any response was
// not 2xx. The server is always stopped; a hard timeout bounds the run.
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { signIn } from "../../lib/dev/console-session";
import { BenchError } from "../../lib/dev/errors";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { fmt, printReport } from "./lib/report";
import { recordFigure } from "./lib/results";
import { failures, meanOfRounds, measureInRounds, warmUp, type Measured, type Route } from "./lib/run-load";
import { checkProjectsList, sandboxToken } from "./lib/sandbox-api";

const PAGE = "limit=20";
const PAGE_SIZE = 20;
// The seeded demo manager (sandbox mode only); see lib/auth/demo-users.ts.
const USER = { email: "manager@example.com", password: "console-demo" };
// The sandbox logs this (pino, info level) once per token it issues.
const TOKEN_ISSUED = "sandbox token issued";
// Issue 15's goals for the console hop.
const HOP_SLACK_MS = 0.5;
const MIN_RATIO = 0.9;

// The record index's leads complete (the crawler starts with the console's first API call; seconds at the seed).
async function indexComplete(baseUrl: string, cookie: string) {
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`${baseUrl}/api/index/status`, { headers: { Cookie: cookie } });
    const body = (await res.json()) as { data?: { leads?: { state?: string } } };
    if (body.data?.leads?.state === "complete") return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new BenchError("the record index's leads were not complete within 60 s");
}

async function main(): Promise<number> {
  const { duration, rounds } = parseIntOptions(process.argv.slice(2), "bench:bff", {
    duration: { unit: "seconds", fallback: 10, min: 1, max: 600, env: "BENCH_DURATION" },
    rounds: { unit: "rounds", fallback: 2, min: 1, max: 20, env: "BENCH_ROUNDS" },
  });
  checkBuild([
    "/api/projects",
    "/api/auth/[...nextauth]",
    "/sandbox/api/[[...path]]",
    "/sandbox/oauth/token",
    "/api/leads/board-summary",
  ]);
  // Startup (≤ 90 s in startServer) + sign-in + the index (≤ 60 s) + warm-up + every run + stopping, with room to spare.
  hardTimeout(240_000 + 4 * duration * 1000);

  const server = await startBenchServer({ LOG_LEVEL: "info" });
  const { baseUrl } = server;
  const tokensIssued = () =>
    server
      .output()
      .split("\n")
      .filter((l) => l.includes(TOKEN_ISSUED)).length;

  // Counted from before the bench's first request, so the console's first token (fetched by the check below)
  // is inside the window.
  const tokensBefore = tokensIssued();
  const token = await sandboxToken(baseUrl); // the bench's own: one of the counted
  const cookie = await signIn(baseUrl, USER.email, USER.password);
  // The console row justifies the client's single flight (PartnerApiClient.call, lib/partner-api/client.ts): 20
  // identical GETs at once share one upstream call; lib/cache/README.md has the figures.
  const consoleRoute: Route = {
    name: `console  GET /api/projects?${PAGE} (session cookie)`,
    label: "console",
    path: `/api/projects?${PAGE}`,
    headers: { Cookie: cookie },
  };
  const directRoute: Route = {
    name: `direct   GET /sandbox/api/v1/projects?${PAGE} (bearer)`,
    label: "direct",
    path: `/sandbox/api/v1/projects?${PAGE}`,
    headers: { Authorization: `Bearer ${token}` },
  };
  const viaConsole = await checkProjectsList(baseUrl, consoleRoute, PAGE_SIZE);
  const direct = await checkProjectsList(baseUrl, directRoute, PAGE_SIZE);
  if (viaConsole.ids.join() !== direct.ids.join())
    throw new BenchError(
      `the two routes answer different projects: console ${viaConsole.ids.join(",")}, direct ${direct.ids.join(",")}`,
    );
  const tokensBeforeLoad = tokensIssued();

  const healthRoute: Route = {
    name: "trivial  GET /api/health (one database round trip)",
    label: "health",
    path: "/api/health",
    headers: {},
  };
  // This row justifies the record index's shared board sums (boardReads in lib/record-index/index.ts): 20 boards
  // asking at once share one computation; lib/cache/README.md has the figures. Measured once the index is complete.
  const boardRoute: Route = {
    name: "board    GET /api/leads/board-summary (index sums, shared)",
    label: "board",
    path: "/api/leads/board-summary",
    headers: { Cookie: cookie },
  };
  await indexComplete(baseUrl, cookie);
  const routes = [consoleRoute, directRoute, healthRoute, boardRoute];
  console.log(`[bench] warming up…`);
  for (const route of routes) await warmUp(baseUrl, route);
  const perRound = duration / rounds;
  const byRoute = await measureInRounds(baseUrl, routes, rounds, perRound);
  const rows = byRoute.map(meanOfRounds);
  const [consoleRow, directRow, healthRow] = rows as [Measured, Measured, Measured];
  await new Promise((r) => setTimeout(r, 250)); // let the last log lines arrive
  const tokensAfter = tokensIssued();

  printReport({
    rows,
    duration,
    facts: [
      ["projects", `the same ${PAGE_SIZE} projects by id on both routes`],
      ["console", viaConsole.summary],
      ["direct", direct.summary],
      ["user", `${USER.email} (signed in through next-auth's credentials flow)`],
    ],
    ratios: [[consoleRow, directRow]],
  });
  console.log(`(each figure is the mean of ${rounds} rounds of ${perRound} s, taken a-b-c-a-b-c)`);
  for (const [i, route] of routes.entries())
    console.log(
      `  ${route.label.padEnd(8)} per round: ${byRoute[i]!.map((m) => `${fmt(m.reqPerSec, 1)} req/s p50 ${fmt(m.p50, 2)} ms`).join(" | ")}`,
    );
  const added = consoleRow.p50 - directRow.p50;
  const allowed = healthRow.p50 + HOP_SLACK_MS;
  const ratio = consoleRow.reqPerSec / directRow.reqPerSec;
  console.log("");
  console.log(
    `console's added p50: ${fmt(added, 2)} ms (console ${fmt(consoleRow.p50, 2)} - direct ${fmt(directRow.p50, 2)}); goal <= one trivial hop, health p50 + ${HOP_SLACK_MS} = ${fmt(allowed, 2)} ms: ${added <= allowed ? "met" : "MISSED"}`,
  );
  console.log(
    `console/direct requests/s: ${fmt(ratio, 3)}; goal >= ${MIN_RATIO}: ${ratio >= MIN_RATIO ? "met" : "MISSED"}`,
  );
  const all = tokensAfter - tokensBefore;
  console.log("");
  console.log(
    `token requests during the run: ${all} (console: ${all - 1} excluding the bench's own direct token)`,
  );
  console.log(
    `  counted in the sandbox's log ("${TOKEN_ISSUED}") from before the bench's first request: its own token, sign-in,` +
      ` one checking request per route, warm-up and load; during warm-up and load alone: ${tokensAfter - tokensBeforeLoad}`,
  );
  if (all - 1 !== 1)
    console.log(`  note: a console that caches its token asks for exactly 1 here, not ${all - 1}`);
  const basis = `mean of ${rounds} a-b-c rounds of ${perRound} s, 20 connections`;
  recordFigure({
    bench: "bff",
    name: "GET /api/projects?limit=20",
    value: consoleRow.reqPerSec,
    unit: "req/s",
    basis,
  });
  recordFigure({
    bench: "bff",
    name: "console added p50 (console − direct)",
    value: added,
    unit: "ms",
    goal: { op: "<=", target: allowed },
    basis: `${basis}; goal = health p50 + ${HOP_SLACK_MS} ms`,
  });
  recordFigure({
    bench: "bff",
    name: "console / direct",
    value: ratio,
    unit: "x",
    goal: { op: ">=", target: MIN_RATIO },
    basis,
  });
  return failures(rows);
}

await runBench(main);
