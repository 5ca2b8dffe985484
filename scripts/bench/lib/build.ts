import fs from "node:fs";
import path from "node:path";
import { needsBuild } from "../../lib/build-state";
import { BenchError } from "../../../lib/dev/errors";

export const root = path.resolve(import.meta.dirname, "../../..");

// The launcher is run with --no-build, so a bench measures whatever the build directory (NEXT_DIST_DIR, else
// .next) holds: insist on a build that has every route the bench calls, and warn when sources are newer.
export function checkBuild(routes: string[]) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const build = `${process.env.NEXT_DIST_DIR ? `NEXT_DIST_DIR=${distDir} ` : ""}npx next build`;
  const manifest = path.join(root, distDir, "app-path-routes-manifest.json");
  if (!fs.existsSync(path.join(root, distDir, "BUILD_ID")) || !fs.existsSync(manifest))
    throw new BenchError(`there is no production build in ${distDir}: run \`${build}\` first`);
  const built = new Set(
    Object.values(JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<string, string>),
  );
  const missing = routes.filter((r) => !built.has(r));
  if (missing.length)
    throw new BenchError(`the build in ${distDir} predates ${missing.join(", ")}: run \`${build}\` first`);
  if (needsBuild(root))
    console.warn(
      `[bench] warning: sources changed since the last build; this measures the built app (run \`${build}\` to refresh)`,
    );
}
