// One `npm start` per data directory: a second one would stop the first one's PostgreSQL as a "leftover".
import fs from "node:fs";
import path from "node:path";
import { StartError } from "./start-error";

type Holder = { pid: number; url: string };

// A live launcher: the pid exists and (where /proc tells) is running scripts/start.ts, so a pid reused by an
// unrelated process after a reboot does not block a start.
function isLauncher(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("start.ts");
  } catch {
    return true;
  }
}

export function takeLauncherLock(dataDir: string, url: string): () => void {
  const file = path.join(dataDir, "launcher.lock");
  // Every start path takes the lock first: a fresh clone has no data directory yet, whatever variables it starts
  // with (before, only the path that generates NEXTAUTH_SECRET made it).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, url } satisfies Holder), {
        flag: "wx",
        mode: 0o600,
      });
      return () => {
        try {
          const holder = JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
          if (holder.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      let holder: Holder | undefined;
      try {
        holder = JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
      } catch {
        holder = undefined; // unreadable: a launcher died while writing it
      }
      if (holder && holder.pid !== process.pid && isLauncher(holder.pid))
        throw new StartError(
          `npm start is already running on this data directory (${dataDir}): process ${holder.pid}, serving ${holder.url}. Use that one, stop it first (Ctrl-C in its terminal, or kill ${holder.pid}), or run a second one with a data directory and port of its own: DATA_DIR=.data-2 PORT=3001 npm start.`,
        );
      fs.rmSync(file, { force: true }); // left by a launcher that is gone
    }
  }
  throw new StartError(`Could not take the launcher lock ${file}; remove it if no npm start is running.`);
}
