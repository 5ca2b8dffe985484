import { startDebianPg, type DebianPg } from "../../../lib/dev/debian-pg";
import { startServe, type ServeProcess } from "../../../lib/dev/serve-process";
import { startBalancer, type Balancer } from "./balancer";

// Two instances of the standalone build (npm run serve) on one Debian PostgreSQL the test can stop and start,
// behind one balancer: as `npm run cluster` runs them, APP_URL (and so the sandbox's audience and the address
// the console reaches its own sandbox at) is the balancer's for both, and so is the session secret.
export type Cluster = {
  db: DebianPg;
  lb: Balancer;
  apps: ServeProcess[];
  env: Record<string, string>;
  // Starts instance i again (after a kill) on a new port, behind the balancer.
  restart: (i: number) => Promise<ServeProcess>;
  stop: () => Promise<void>;
};

export async function startCluster(env: Record<string, string> = {}, instances = 2): Promise<Cluster> {
  const db = await startDebianPg();
  const lb = await startBalancer();
  const shared = { DATABASE_URL: db.url, APP_URL: lb.url, NEXTAUTH_URL: lb.url, ...env };
  const apps: ServeProcess[] = [];
  // The first migrates and seeds; the others start on a ready database (serve.test.ts proves them together).
  apps.push(await startServe(shared));
  apps.push(...(await Promise.all(Array.from({ length: instances - 1 }, () => startServe(shared)))));
  lb.targets = apps.map((a) => a.baseUrl);
  return {
    db,
    lb,
    apps,
    env: shared,
    restart: async (i) => {
      apps[i] = await startServe(shared);
      lb.targets = apps.map((a) => a.baseUrl);
      return apps[i];
    },
    stop: async () => {
      await Promise.all(
        apps.map(async (a) => {
          if (a.child.exitCode !== null || a.child.signalCode !== null) return;
          a.signal("SIGTERM");
          await a.exited;
        }),
      );
      await lb.close();
      db.remove();
    },
  };
}

export const alive = (a: ServeProcess) => a.child.exitCode === null && a.child.signalCode === null;

// What a process wrote that means it nearly crashed or did crash.
export const crashSigns = (a: ServeProcess) =>
  a.output().match(/unhandledRejection|uncaughtException|Unhandled 'error' event|FATAL ERROR/g) ?? [];
