import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type TestServer } from "../../../lib/dev/server";
import { BenchError } from "../../../lib/dev/errors";
import { stopLoad } from "./run-load";

let interrupted = false;
const servers: { server: TestServer; dataDir: string }[] = [];
let cleaning: Promise<void> | undefined;
const beforeStop: (() => Promise<unknown>)[] = [];

// Runs `stop` (a browser's close, say) when the bench ends, however it ends, before the server is stopped; it is
// given 10 s.
export function atStop(stop: () => Promise<unknown>) {
  beforeStop.push(stop);
}

// Starts the built app through the launcher (embedded PostgreSQL in a temp dir, seeded sandbox, limits out of
// the way) on a loopback port; it is stopped when the bench ends, however it ends. A bench may start several, each
// with its own data directory.
export async function startBenchServer(env: Record<string, string> = {}): Promise<TestServer> {
  console.log(`[bench] starting the app (embedded PostgreSQL, seeded sandbox)…`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-bench-"));
  const server = await startServer(
    { SANDBOX_RATE_LIMIT: "100000000", SANDBOX_USAGE_LIMIT: "1000000000", LOG_LEVEL: "warn", ...env },
    { dataDir },
  ).catch((err: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    throw err;
  });
  servers.push({ server, dataDir });
  if (new URL(server.baseUrl).hostname !== "127.0.0.1")
    throw new BenchError(`refusing to benchmark a non-loopback address ${server.baseUrl}`);
  console.log(`[bench] app up at ${server.baseUrl}`);
  return server;
}

// Stops a server (killed if it takes over 20 s) and removes its data directory.
async function stopOne(s: TestServer, dataDir: string) {
  const stopped = await Promise.race([
    s.stop().then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), 20_000).unref()),
  ]);
  if (!stopped) {
    console.error("[bench] the server did not stop within 20 s; killing it");
    s.kill9();
  }
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}

// Stops one server before the bench ends (a later phase then measures without it); close its clients first.
export async function stopBenchServer(server: TestServer): Promise<void> {
  const i = servers.findIndex((s) => s.server === server);
  if (i === -1) return;
  const [{ dataDir }] = servers.splice(i, 1) as [{ server: TestServer; dataDir: string }];
  await stopOne(server, dataDir);
}

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const stop of beforeStop.splice(0).reverse())
      await Promise.race([
        stop().catch((err: unknown) => console.error(`[bench] while stopping: ${String(err)}`)),
        new Promise((r) => setTimeout(r, 10_000).unref()),
      ]);
    for (const { server: s, dataDir } of servers.splice(0)) await stopOne(s, dataDir);
  })();
  return cleaning;
}

// Bounds the whole run: past budgetMs the server is killed and the bench exits 2.
export function hardTimeout(budgetMs: number) {
  setTimeout(() => {
    console.error(`[bench] hard timeout after ${budgetMs / 1000} s; killing the server`);
    for (const { server, dataDir } of servers) {
      server.kill9();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    process.exit(2);
  }, budgetMs).unref();
}

// Runs a bench's main (which returns the exit code): Ctrl-C or SIGTERM stops the load, an error is printed
// (one line for a BenchError), and the server is always stopped before the process exits.
export async function runBench(main: () => Promise<number>): Promise<never> {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    // Kept for the whole run: a terminal's Ctrl-C reaches tsx too, which relays it, and a second signal must not
    // end the process (through tsx's own handler) before the server is stopped; the hard timeout still bounds it.
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`[bench] ${signal}: stopping the server`);
      stopLoad();
      void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (err) {
    if (!interrupted)
      console.error(
        `[bench] ${err instanceof BenchError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
    exitCode = 1;
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}
