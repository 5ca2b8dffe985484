// `npm run serve` as a test's own process: the command package.json runs (so the test proves that script), on a
// loopback port, waiting until /api/health answers.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./free-port";

export type ServeProcess = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
  signal: (s: NodeJS.Signals) => void;
};

const root = path.resolve(import.meta.dirname, "../..");

export function serveCommand(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts.serve!.split(/\s+/).slice(2); // after `exec node`
}

// `fixedPort`: the port of an instance started again behind a balancer that knows it.
export async function startServe(
  env: Record<string, string>,
  wait = true,
  fixedPort?: number,
): Promise<ServeProcess> {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, serveCommand(), {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: baseUrl,
      NEXTAUTH_SECRET: "a-test-secret-that-is-long-enough-0123456789",
      LOG_LEVEL: "warn",
      SANDBOX_RATE_LIMIT: "1000000",
      SANDBOX_USAGE_LIMIT: "10000000",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; at: number }>((r) =>
    child.once("exit", (code) => r({ code, at: Date.now() })),
  );
  const proc = {
    baseUrl,
    port,
    child,
    output: () => output,
    exited,
    signal: (s: NodeJS.Signals) => child.kill(s),
  };
  if (!wait) return proc;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return proc;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`npm run serve did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
