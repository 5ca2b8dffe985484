// npm run bench:bodies [-- --mb <n>]: sends a huge body (1 GB by default) to every route that reads one (the
// sandbox's token endpoint and each sandbox operation with a body, every console API route that takes one, and
// next-auth's callback and sign-out), once with Content-Length and once chunked, and prints each answer's status,
// the time to it, and the growth of the server's resident memory (VmRSS of the next-server process) meanwhile.
// The client stops sending as soon as the answer arrives. Exits 1 when a route answered anything but 413 or the
// server grew by 50 MB or more on one request.
import { scopes } from "../../lib/partner-api/contract";
import { operations } from "../../lib/partner-api/contract/operations";
import { consoleRoutes, fillPath } from "../../lib/dev/fuzz/console-routes";
import { checkBuild, root } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { signIn } from "../../lib/dev/console-session";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { sandboxToken } from "./lib/sandbox-api";
import { hugeUpload, serverPid, vmRssKb } from "./lib/huge-upload";
import { recordFigure } from "./lib/results";

type Target = { name: string; method: string; path: string; headers: Record<string, string> };

async function main(): Promise<number> {
  const { mb } = parseIntOptions(process.argv.slice(2), "bench:bodies", {
    mb: { unit: "MB", fallback: 1024, min: 2, max: 4096 },
  });
  checkBuild(["/sandbox/oauth/token", "/sandbox/api/[[...path]]", "/api/auth/[...nextauth]"]);
  hardTimeout(30 * 60_000);
  const server = await startBenchServer();
  const { baseUrl, port } = server;
  const pid = serverPid(port);
  const cookie = await signIn(baseUrl, "admin@example.com", "console-demo");
  const token = await sandboxToken(baseUrl, scopes.join(" "));

  const json = { "content-type": "application/json" };
  const targets: Target[] = [
    {
      name: "sandbox token",
      method: "POST",
      path: "/sandbox/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
    ...Object.entries(operations)
      .filter(([, op]) => "body" in op)
      .map(([id, op]) => ({
        name: `sandbox ${id}`,
        method: op.method,
        path: `/sandbox/api${op.path.replace(/\{[^}]+\}/g, "1")}`,
        headers: { ...json, authorization: `Bearer ${token}` },
      })),
    ...consoleRoutes(root)
      .filter((r) => r.body && !r.template.includes("nextauth"))
      .flatMap((r) =>
        r.methods
          .filter((m) => m !== "GET" && m !== "DELETE")
          .map((m) => ({
            name: `console ${m} ${r.template}`,
            method: m,
            path: fillPath(r.template, () => "1"),
            headers: { ...json, cookie, origin: baseUrl },
          })),
      ),
    ...["callback/credentials", "signout"].map((a) => ({
      name: `next-auth ${a}`,
      method: "POST",
      path: `/api/auth/${a}`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    })),
  ];

  console.log(`[bench] ${targets.length} routes × 2, ${mb} MB each; server pid ${pid}`);
  console.log("route".padEnd(58), "mode".padEnd(8), "status", "   time", "  RSS growth");
  let bad = 0;
  let worstMs = 0;
  let worstGrowthMb = 0;
  for (const t of targets)
    for (const mode of ["length", "chunked"] as const) {
      const before = vmRssKb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, vmRssKb(pid))), 20);
      const r = await hugeUpload(`${baseUrl}${t.path}`, t.method, t.headers, mb * 1_048_576, mode);
      clearInterval(sampler);
      peak = Math.max(peak, vmRssKb(pid));
      const growthMb = (peak - before) / 1024;
      if (r.status !== 413 || growthMb >= 50) bad++;
      worstMs = Math.max(worstMs, r.ms);
      worstGrowthMb = Math.max(worstGrowthMb, growthMb);
      console.log(
        t.name.padEnd(58),
        mode.padEnd(8),
        String(r.status).padStart(6),
        `${(r.ms / 1000).toFixed(2)} s`.padStart(8),
        `${growthMb.toFixed(1)} MB`.padStart(12),
      );
    }
  console.log(bad ? `[bench] ${bad} answers were not a 413 within 50 MB` : "[bench] every answer: 413");
  const basis = `${targets.length * 2} uploads of ${mb} MB, the slowest and the largest`;
  recordFigure({
    bench: "bodies",
    name: "1 GB body → 413, slowest",
    value: worstMs,
    unit: "ms",
    goal: { op: "<=", target: 1000 },
    basis,
  });
  recordFigure({
    bench: "bodies",
    name: "1 GB body → 413, RSS growth",
    value: worstGrowthMb,
    unit: "MB",
    goal: { op: "<=", target: 50 },
    basis,
  });
  return bad ? 1 : 0;
}

void runBench(main);
