import fs from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "instrumentation.ts",
  "proxy.ts",
  "next.config.mjs",
  "package.json",
  "postcss.config.mjs",
  "tsconfig.json",
];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

// A production build is needed when there is none, or when any source is newer than it.
export function needsBuild(root: string): boolean {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}
