// After `next build` (npm run build): makes the standalone output runnable on its own. Next traces only what the
// server imports, so the browser's assets (.next/static, public/), the migrations, the serve scripts and zod (which
// the app bundles but serve-config.mjs imports) are copied next to server.js.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, process.env.NEXT_DIST_DIR || ".next");
const out = path.join(dist, "standalone");
const copy = (from, to) => fs.cpSync(path.join(root, from), path.join(out, to), { recursive: true });

if (!fs.existsSync(path.join(out, "server.js"))) {
  console.error(`[build] ${out}/server.js is missing: is output "standalone" still set in next.config.mjs?`);
  process.exit(1);
}
fs.cpSync(path.join(dist, "static"), path.join(out, ".next", "static"), { recursive: true });
if (fs.existsSync(path.join(root, "public"))) copy("public", "public");
fs.rmSync(path.join(out, "drizzle"), { recursive: true, force: true });
copy("drizzle", "drizzle");
for (const f of [
  "serve/serve.mjs",
  "serve/serve-config.mjs",
  "lib/server-timeouts.mjs",
  "lib/graceful-shutdown.mjs",
])
  copy(path.join("scripts", f), path.join("serve", path.basename(f)));
copy("node_modules/zod", "node_modules/zod");
console.log(`[build] standalone server ready in ${path.relative(root, out)} (npm run serve)`);
