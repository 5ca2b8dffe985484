// npm run sandbox:reset — drop the sandbox's data and seed it again. Uses DATABASE_URL, or the embedded
// PostgreSQL in DATA_DIR (shared with a running `npm start`, or started for the reset and stopped after).
import { plainFailure } from "./lib/start-error";
import { withScriptDb } from "./lib/script-db";

async function main() {
  await withScriptDb(
    async () => {
      const { resetSandbox } = await import("../lib/sandbox/boot");
      await resetSandbox();
      console.log("sandbox reset: reseeded (restart a running npm start so it picks up the new signing key)");
    },
    { log: (m) => console.log(`[pg] ${m}`) },
  );
}

main().catch((err) => {
  console.error(plainFailure(err, "npm run sandbox:reset"));
  process.exit(1);
});
