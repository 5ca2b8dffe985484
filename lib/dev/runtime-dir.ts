import { createHash } from "node:crypto";
import path from "node:path";

// Where the launcher (scripts/lib/pg-home.ts) keeps PostgreSQL's copy and data when the project is private to
// root; here so the first-start test can find it without importing the launcher.
export const RUNTIME_BASE = "/var/lib/partner-console";

export const pathHash = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 10);
const slug = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 40) || "project";

// The per-project directory under RUNTIME_BASE, derived from the project's path so that two clones never share.
export function runtimeDir(projectRoot: string): string {
  return path.join(RUNTIME_BASE, `${slug(path.basename(projectRoot))}-${pathHash(projectRoot)}`);
}
