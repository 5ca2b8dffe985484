// npm run bench:bff [-- --duration <s>]: the projects list through the console's API (GET /api/projects, signed in
// with a session cookie, the console calling the sandbox with its own cached token) beside the same page straight
// from the sandbox with a bearer token, in one run, at 20 connections over loopback (issue 3). Prints requests/s,
// p50 and p99 of each, their ratios, and how many tokens the sandbox issued during the run (from its log).
// Starts the built app through the launcher (embedded PostgreSQL in a temp dir), checks both routes answer the
// same 20 projects, warms both up, runs autocannon against each for the duration (default 10 s, or
// BENCH_DURATION), and exits 1 if any response was not 2xx. The server is always stopped; a hard timeout bounds
// the run.
import { checkBuild } from "./lib/build";
import { parseDuration } from "./lib/cli";
import { signIn } from "./lib/console-session";
import { BenchError } from "./lib/errors";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { printReport } from "./lib/report";
import { failures, warmUpAndMeasure, type Measured, type Route } from "./lib/run-load";
import { checkProjectsList, sandboxToken } from "./lib/sandbox-api";

const PAGE = "limit=20&offset=0";
const PAGE_SIZE = 20;
// The seeded demo manager (sandbox mode only); see lib/auth/demo-users.ts.
const USER = { email: "manager@example.com", password: "console-demo" };
// The sandbox logs this (pino, info level) once per token it issues.
const TOKEN_ISSUED = "sandbox token issued";

async function main(): Promise<number> {
  const duration = parseDuration(process.argv.slice(2), "bench:bff");
  checkBuild([
    "/api/projects",
    "/api/auth/[...nextauth]",
    "/sandbox/api/[[...path]]",
    "/sandbox/oauth/token",
  ]);
  // Startup (≤ 90 s in startServer) + sign-in + warm-up + both runs + stopping, with room to spare.
  hardTimeout(180_000 + 2 * duration * 1000);

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

  const rows = await warmUpAndMeasure(baseUrl, [consoleRoute, directRoute], duration);
  const [consoleRow, directRow] = rows as [Measured, Measured];
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
  return failures(rows);
}

await runBench(main);
