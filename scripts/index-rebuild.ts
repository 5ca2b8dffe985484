// npm run index:rebuild
// Drops every row and all progress of the record index (lib/record-index); the running console (or the next one
// to start) rebuilds it in the background within its share of the rate limit. Meanwhile the index reports
// "empty"/"indexing" and the console's pages use the Partner API as before. The console's own webhook
// subscriptions are kept (their secrets still verify the events that keep arriving).
import { plainFailure } from "./lib/start-error";
import { withScriptDb } from "./lib/script-db";

async function main() {
  await withScriptDb(
    async () => {
      const { clearIndex } = await import("../lib/record-index/store");
      await clearIndex();
      console.log(
        "record index dropped: the console rebuilds it in the background (GET /api/index/status shows progress)",
      );
    },
    { migrateConsole: true },
  );
}

main().catch((err) => {
  console.error(plainFailure(err, "npm run index:rebuild"));
  process.exit(1);
});
