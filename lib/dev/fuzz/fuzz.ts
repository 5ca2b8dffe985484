import fc from "fast-check";
import { operations, type Operation } from "../../partner-api/contract";
import { signIn } from "../console-session";
import { consoleCase, sandboxCase, tokenCase, type Case, type Credentials } from "./cases";
import { problemWith, type Answer } from "./check";
import { consoleRoutes } from "./console-routes";
import { changedTables, snapshot } from "./snapshot";

export type FuzzReport = {
  seed: number;
  n: number;
  byStatus: Map<number, number>;
  fiveHundreds: number;
  problems: { c: Case; problem: string }[];
  changed: string[];
};

const CONCURRENCY = 6;

async function token(baseUrl: string, id: string, secret: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: id,
      client_secret: secret,
      audience: baseUrl,
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no token for ${id}: ${res.status}`);
  return body.access_token;
}

async function send(baseUrl: string, c: Case): Promise<Answer> {
  const res = await fetch(`${baseUrl}${c.path}`, {
    method: c.method,
    headers: c.headers,
    body: c.body as BodyInit | undefined,
    redirect: "manual",
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

// Generates n bad requests from the seed (sandbox operations from the contract's table, the token endpoint,
// every console API route), sends them, and checks each answer and, at the end, that no stored row changed.
export async function runFuzz(opts: {
  baseUrl: string;
  databaseUrl: string;
  root: string;
  n: number;
  seed: number;
  progress?: (done: number) => void;
}): Promise<FuzzReport> {
  const { baseUrl, n, seed } = opts;
  const creds: Credentials = {
    tokens: {
      partner: await token(baseUrl, "sandbox-partner", "sandbox-secret"),
      readonly: await token(baseUrl, "readonly-partner", "readonly-secret"),
      other: await token(baseUrl, "other-partner", "other-secret"),
    },
    cookies: {
      admin: await signIn(baseUrl, "admin@example.com", "console-demo"),
      support: await signIn(baseUrl, "support@example.com", "console-demo"),
    },
    origin: baseUrl,
  };
  const ops = Object.entries(operations) as [string, Operation][];
  const routes = consoleRoutes(opts.root).filter((r) => !r.template.includes("nextauth"));
  const arb = fc.oneof(
    { weight: 5, arbitrary: sandboxCase(ops, creds) },
    { weight: 1, arbitrary: tokenCase(baseUrl) },
    { weight: 4, arbitrary: consoleCase(routes, creds) },
  );
  const cases = fc.sample(arb, { seed, numRuns: n });

  const before = await snapshot(opts.databaseUrl);
  const report: FuzzReport = { seed, n, byStatus: new Map(), fiveHundreds: 0, problems: [], changed: [] };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      let a: Answer;
      try {
        a = await send(baseUrl, c);
      } catch (err) {
        a = { status: 599, headers: new Headers(), text: `request failed: ${String(err)}` };
      }
      report.byStatus.set(a.status, (report.byStatus.get(a.status) ?? 0) + 1);
      if (a.status >= 500) report.fiveHundreds++;
      if (
        process.env.FUZZ_DEBUG &&
        a.status < 300 &&
        c.method !== "GET" &&
        c.method !== "HEAD" &&
        c.method !== "OPTIONS"
      )
        console.log("[fuzz debug]", a.status, c.method, c.path, c.auth, c.note);
      const problem = problemWith(c, a);
      if (problem) report.problems.push({ c, problem: `${problem} ${a.text.slice(0, 160)}` });
      if (++done % 1000 === 0) opts.progress?.(done);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  report.changed = changedTables(before, await snapshot(opts.databaseUrl));
  return report;
}

export function printReport(r: FuzzReport, log: (s: string) => void = console.log) {
  log(`[fuzz] seed ${r.seed}, ${r.n} requests`);
  log(
    `[fuzz] statuses: ${[...r.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, k]) => `${s}×${k}`)
      .join(" ")}`,
  );
  const seen = new Set<string>();
  for (const { c, problem } of r.problems) {
    const key = `${c.method} ${c.path.split("?")[0]} ${problem.slice(0, 40)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > 30) break;
    log(`[fuzz]   ${c.method} ${c.path.slice(0, 120)} (${c.auth}, ${c.note}): ${problem}`);
  }
  log(
    `[fuzz] responses >= 500: ${r.fiveHundreds}; answers not in their error form: ${r.problems.length - r.fiveHundreds}`,
  );
  log(`[fuzz] tables changed: ${r.changed.length}${r.changed.length ? ` (${r.changed.join(", ")})` : ""}`);
}
