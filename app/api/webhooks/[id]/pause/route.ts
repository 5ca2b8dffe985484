import { refuseSystemOwned } from "@/lib/webhooks/server/system-owned";
import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { maskAnswerFor } from "@/lib/webhooks/server/mask-headers";

// POST /api/webhooks/[id]/pause — stop deliveries for now; retries waiting are marked failed, not resent
export const POST = consoleHandler(
  {
    permission: "subscriptions:operate",
    params: idParams,
    guard: refuseSystemOwned,
    audit: { operation: "webhook.pause", target: ({ params }) => `webhook ${params.id}` },
  },
  async ({ api, params, user }) =>
    maskAnswerFor(
      user.role,
      (await api.call("updateWebhookSubscription", { params, body: { status: "paused" } })).data,
    ),
);
