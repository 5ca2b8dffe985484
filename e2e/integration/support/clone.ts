import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

export function sh(cmd: string, args: string[], cwd = root) {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

// A clone of this repository with the working tree's files as they are (so uncommitted work is what is tested),
// node_modules and the production build brought over (hard links where the filesystem allows) instead of an
// install and a build of their own. Like a fresh clone, it has no `.data`.
export function cloneInto(dir: string): string {
  const repo = path.join(dir, "repo");
  sh("git", ["clone", "--quiet", "--no-checkout", root, repo]);
  const files = sh("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(repo, file));
  }
  const link = spawnSync("cp", ["-al", path.join(root, "node_modules"), repo]);
  if (link.status !== 0) sh("cp", ["-a", path.join(root, "node_modules"), repo]);
  sh("cp", ["-a", path.join(root, process.env.NEXT_DIST_DIR || ".next"), path.join(repo, ".next")]);
  const buildId = path.join(repo, ".next", "BUILD_ID");
  fs.utimesSync(buildId, new Date(), new Date()); // the copied build is as new as the copied sources
  return repo;
}
