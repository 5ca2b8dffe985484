// npm run sandbox:reset — drop the sandbox's data and seed it again. Uses DATABASE_URL, or the embedded
// PostgreSQL in DATA_DIR (shared with a running `npm start`, or started for the reset and stopped after).
import path from "node:path";
import { plainFailure } from "./lib/start-error";
import { startEmbeddedPg, type RunningPg } from "./lib/embedded-pg";

async function main() {
  let pg: RunningPg | undefined;
  if (!process.env.DATABASE_URL) {
    pg = await startEmbeddedPg(
      path.resolve(process.env.DATA_DIR || ".data"),
      (m) => console.log(`[pg] ${m}`),
      {
        shareLive: true,
      },
    );
    process.env.DATABASE_URL = pg.url;
  }
  try {
    const { resetSandbox } = await import("../lib/sandbox/boot");
    const { getPool } = await import("../lib/db");
    await resetSandbox();
    await getPool().end();
    console.log("sandbox reset: reseeded (restart a running npm start so it picks up the new signing key)");
  } finally {
    await pg?.stop();
  }
}

main().catch((err) => {
  console.error(plainFailure(err, "npm run sandbox:reset"));
  process.exit(1);
});
