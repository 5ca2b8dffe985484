import fs from "node:fs";
import path from "node:path";

// The V8 flags the app's Node process runs with, under `npm start` as under `npm run serve` (and so the
// Dockerfile). They are written once, in package.json's "serve" script, before its first --import:
// - --no-allocation-site-pretenuring: V8 moves an allocation site's objects straight into the old generation once
//   most of them survive a young collection. The server's request data does that (PostgreSQL rows and HTTP bodies
//   are built over several socket reads, so a collection in between finds them alive, though they die a moment
//   later), and old objects are freed only by a full collection: a 100k-project CSV export grew the server by
//   107–146 MB with it on, 7–29 MB in most runs with it off (the worst seen: 64 MB), no slower
//   (`npm run bench:scale -- --only export`, issue 25).
// - --heap-growing-percent=50: the old generation grows by half before its next full collection. V8 picks up to
//   4×, and under a steady load let a 60 MB live heap reach 160 MB of mostly garbage first: a 10,000-record bulk
//   job grew the server by 93–137 MB; with the flag, 26 MB, at the same requests/s (`npm run bench:bulk`,
//   `npm run bench:bff`, issue 41).
export function appV8Flags(root: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const words = (pkg.scripts?.serve ?? "").split(/\s+/);
  const node = words.indexOf("node");
  if (node === -1) return [];
  const imports = words.indexOf("--import");
  return words.slice(node + 1, imports === -1 ? undefined : imports);
}
