import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { readIncidents } from "@/lib/webhook-ops/timeline/read";

// GET /api/webhooks/[id]/incidents — the subscription's incidents as the monitor recorded them, newest first,
// with the delivery log's story of the newest where the API has the log
export const GET = consoleHandler(
  { permission: "subscriptions:operate", params: idParams },
  async ({ api, user, params }) => ({ data: await readIncidents(api, user.environment.name, params.id) }),
);
