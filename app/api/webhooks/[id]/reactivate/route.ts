import { refuseSystemOwned } from "@/lib/webhooks/server/system-owned";
import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { maskAnswerFor } from "@/lib/webhooks/server/mask-headers";

// POST /api/webhooks/[id]/reactivate — deliver again, with a fresh failure streak; only events from now on
// are delivered, nothing missed is caught up
export const POST = consoleHandler(
  {
    permission: "subscriptions:operate",
    params: idParams,
    guard: refuseSystemOwned,
    audit: { operation: "webhook.reactivate", target: ({ params }) => `webhook ${params.id}` },
  },
  async ({ api, params, user }) =>
    maskAnswerFor(
      user.role,
      (await api.call("updateWebhookSubscription", { params, body: { status: "active" } })).data,
    ),
);
