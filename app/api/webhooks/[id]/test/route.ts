import { refuseSystemOwned } from "@/lib/webhooks/server/system-owned";
import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { fromExtension, UNAVAILABLE } from "@/lib/webhooks/server/extension";
import { testOutcome } from "@/lib/webhooks/server/test-outcome";

// POST /api/webhooks/[id]/test — send one test event now and answer its result (sandbox extension;
// { available: false } from an API without it); 409 subscription_not_active unless active
export const POST = consoleHandler(
  {
    permission: "subscriptions:operate",
    params: idParams,
    guard: refuseSystemOwned,
    audit: {
      operation: "webhook.test",
      target: ({ params }) => `webhook ${params.id}`,
      outcome: testOutcome,
    },
  },
  async ({ api, params }) =>
    (await fromExtension(
      api,
      params.id,
      async () => (await api.call("testWebhookSubscription", { params })).data,
    )) ?? UNAVAILABLE,
);
