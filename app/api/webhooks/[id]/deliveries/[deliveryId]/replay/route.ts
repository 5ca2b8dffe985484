import { refuseSystemOwned } from "@/lib/webhooks/server/system-owned";
import { consoleHandler } from "@/lib/api/handler";
import { deliveryPathParams } from "@/lib/partner-api/contract";

// POST /api/webhooks/[id]/deliveries/[deliveryId]/replay — send one delivery again (same delivery_id, next
// attempt_number); 409 subscription_not_active unless the subscription is active
export const POST = consoleHandler(
  {
    permission: "subscriptions:operate",
    params: deliveryPathParams,
    guard: refuseSystemOwned,
    audit: {
      operation: "webhook.replay",
      target: ({ params }) => `webhook ${params.id} delivery ${params.deliveryId}`,
    },
  },
  async ({ api, params }) => (await api.call("replayWebhookDelivery", { params })).data,
);
