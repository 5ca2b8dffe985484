// One instance of the standalone build (`npm run serve`'s command) on its own loopback port, its output prefixed
// with its name; resolves once /api/ready answers 200 (migrated, seeded, its delivery worker claiming).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { serveCommand } from "../../lib/dev/serve-process";
import { StartError } from "../lib/start-error";

export type Instance = { name: string; port: number; child: ChildProcess };

const root = path.resolve(import.meta.dirname, "..", "..");

export function spawnInstance(name: string, port: number, env: NodeJS.ProcessEnv): Instance {
  const child = spawn(process.execPath, serveCommand(), {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, HOST: "127.0.0.1", PORT: String(port) },
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let rest = "";
    stream?.on("data", (d: Buffer) => {
      const lines = (rest + d.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  }
  return { name, port, child };
}

export async function waitReady(instance: Instance, isStopping: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!isStopping()) {
    if (instance.child.exitCode !== null)
      throw new StartError(
        `${instance.name} exited while starting (code ${instance.child.exitCode}); its output is above.`,
      );
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new StartError(
        `${instance.name} was not ready within ${timeoutMs / 1000} s; its output is above.`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}

// SIGTERM: the instance finishes its requests and deliveries within SHUTDOWN_GRACE_S; a kill after that and 5 s.
export async function stopInstance(instance: Instance, graceS: number): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), (graceS + 5) * 1000);
  await exited;
  clearTimeout(timer);
}
