import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { missedChanges } from "@/lib/webhook-ops/recover/missed-changes";
import { missedExport } from "@/lib/webhook-ops/recover/missed-export";
import { missedQuery } from "@/lib/webhook-ops/recover/params";

// GET /api/webhooks/[id]/missed-changes?from&to[&offset][&format=csv|json&download=1] — the projects and leads
// changed (and deletions seen) in a window, from the record index, for re-syncing after a disable; a page as
// JSON, or the whole report as a file with download=1
export const GET = consoleHandler(
  { permission: "subscriptions:operate", params: idParams, query: missedQuery },
  async ({ user, query }) =>
    query.download
      ? missedExport(user.environment, query.from, query.to, query.format)
      : { data: await missedChanges(user.environment, query.from, query.to, query.offset) },
);
