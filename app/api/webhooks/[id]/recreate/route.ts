import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { recreateSubscription, type RecreateResult } from "@/lib/webhooks/server/recreate";

// POST /api/webhooks/[id]/recreate — the only way to a new secret: a copy with the same settings and status
// (its secret in this response only), then the old subscription is deleted
export const POST = consoleHandler(
  {
    permission: "subscriptions:write",
    params: idParams,
    audit: {
      operation: "webhook.recreate",
      target: ({ params }, result) => {
        const r = result as RecreateResult | undefined;
        if (!r) return `webhook ${params.id}`;
        return `webhook ${params.id} → ${r.data.id}${r.oldDeleteError ? " (old one not deleted)" : ""}`;
      },
    },
  },
  async ({ api, params }) => recreateSubscription(api, params.id),
);
