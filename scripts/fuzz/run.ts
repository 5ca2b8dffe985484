// npm run fuzz [-- --n <requests>] [-- --seed <seed>]: starts the built app (embedded PostgreSQL, seeded, the
// webhook engine off so nothing changes in the background), sends n generated bad requests (default 2000) to every
// sandbox operation, the token endpoint and every console API route, and prints the seed, the statuses, every
// 5xx or answer outside its route's error form, and the tables whose rows changed. Exits 1 on any of those.
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { checkBuild, root } from "../bench/lib/build";
import { parseIntOptions } from "../bench/lib/cli";
import { hardTimeout, runBench, startBenchServer } from "../bench/lib/lifecycle";
import { printReport, runFuzz } from "../../lib/dev/fuzz/fuzz";

async function main(): Promise<number> {
  const { n, seed } = parseIntOptions(process.argv.slice(2), "fuzz", {
    n: { unit: "requests", fallback: 2000, min: 1, max: 1_000_000 },
    seed: { unit: "seed", fallback: Date.now() % 2 ** 31, min: 0, max: 2 ** 31 - 1, env: "FUZZ_SEED" },
  });
  checkBuild(["/sandbox/oauth/token", "/sandbox/api/[[...path]]", "/api/auth/[...nextauth]"]);
  hardTimeout(180_000 + n * 200);
  console.log(`[fuzz] seed ${seed} (repeat with --seed ${seed})`);
  const server = await startBenchServer({ SANDBOX_WEBHOOKS: "off", DATABASE_URL: "" });
  const databaseUrl = embeddedDatabaseUrl(server.dataDir);
  if (!databaseUrl) throw new Error("cannot find the embedded database of the fuzz server");
  const report = await runFuzz({
    baseUrl: server.baseUrl,
    databaseUrl,
    root,
    n,
    seed,
    progress: (done) => console.log(`[fuzz] ${done}/${n}`),
  });
  printReport(report);
  return report.problems.length || report.changed.length ? 1 : 0;
}

void runBench(main);
