import fs from "node:fs";
import path from "node:path";

// The launcher's embedded PostgreSQL keeps its password in $DATA_DIR/pg-password, its data directory's path in
// $DATA_DIR/pg-location and its port on line 4 of postmaster.pid; the outbox tests read the events table through it
// ("" when it cannot be found).
export function embeddedDatabaseUrl(dataDir: string): string | undefined {
  try {
    const password = fs.readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
    const port = fs
      .readFileSync(
        path.join(fs.readFileSync(path.join(dataDir, "pg-location"), "utf8").trim(), "postmaster.pid"),
        "utf8",
      )
      .split("\n")[3]
      ?.trim();
    if (!password || !port || !/^\d+$/.test(port)) return undefined;
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/partner_console`;
  } catch {
    return undefined;
  }
}
