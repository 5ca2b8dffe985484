import { refuseSystemOwned } from "@/lib/webhooks/server/system-owned";
import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { replayFailedSince } from "@/lib/webhooks/server/replay-failed";
import { replayFailedBody } from "@/lib/webhooks/server/schemas";

// POST /api/webhooks/[id]/replay-failed — replay every failed delivery since a time (after a reactivation,
// since nothing missed is caught up by itself); 409 subscription_not_active unless active
export const POST = consoleHandler(
  {
    permission: "subscriptions:operate",
    params: idParams,
    guard: refuseSystemOwned,
    body: replayFailedBody,
    audit: { operation: "webhook.replay-failed", target: ({ params }) => `webhook ${params.id}` },
  },
  async ({ api, params, body }) => replayFailedSince(api, params.id, body.since),
);
