// The cluster a bench runs: Debian's PostgreSQL in a temp directory (so it can be stopped and started), N
// instances of the standalone build (`npm run serve`'s command) and haproxy in front, configured as
// `npm run cluster` configures it (scripts/cluster/haproxy.ts). Everything binds 127.0.0.1.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startDebianPg, type DebianPg } from "../../../lib/dev/debian-pg";
import { freePort } from "../../../lib/dev/free-port";
import { startServe, type ServeProcess } from "../../../lib/dev/serve-process";
import { ensureHaproxy, startHaproxy, waitRouting } from "../../cluster/haproxy";

export type Rig = {
  url: string;
  db: DebianPg;
  apps: ServeProcess[];
  // Runs haproxy in front of the first n instances (started as needed), waiting until it routes to them.
  front: (n: number) => Promise<void>;
  kill9: (i: number) => void;
  restart: (i: number) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startRig(env: Record<string, string>): Promise<Rig> {
  const haproxy = ensureHaproxy((m) => console.log(`[bench] ${m}`));
  const db = await startDebianPg();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const shared = { DATABASE_URL: db.url, APP_URL: url, NEXTAUTH_URL: url, ...env };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-bench-haproxy-"));
  const apps: ServeProcess[] = [];
  let lb: ChildProcess | undefined;
  const stopLb = async () => {
    if (!lb || lb.exitCode !== null) return;
    const exited = new Promise((r) => lb!.once("exit", r));
    lb.kill("SIGTERM");
    await exited;
  };
  return {
    url,
    db,
    apps,
    async front(n) {
      // The first migrates and seeds alone; the others start together on a ready schema.
      if (apps.length === 0) apps.push(await startServe(shared));
      if (apps.length < n)
        apps.push(...(await Promise.all(Array.from({ length: n - apps.length }, () => startServe(shared)))));
      await stopLb();
      lb = startHaproxy(
        haproxy,
        dir,
        port,
        apps.slice(0, n).map((a) => a.port),
      );
      await waitRouting(url);
    },
    kill9: (i) => apps[i]!.child.kill("SIGKILL"),
    async restart(i) {
      apps[i] = await startServe(shared, true, apps[i]!.port);
    },
    async stop() {
      for (const a of apps) if (a.child.exitCode === null && a.child.signalCode === null) a.signal("SIGTERM");
      await Promise.all(apps.map((a) => a.exited));
      await stopLb();
      db.remove();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
