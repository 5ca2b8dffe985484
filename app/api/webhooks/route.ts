import { consoleHandler } from "@/lib/api/handler";
import { webhookReads } from "@/lib/webhooks/server/reads";
import { webhookCreateBody, webhookListQuery } from "@/lib/webhooks/server/schemas";

// GET /api/webhooks — every subscription of the company (optionally of one status), unsorted: the UI sorts;
// header values masked for roles that may not see them; active ones with the receiver's last answer
// (`lastOutcome`) where the API has the delivery log
export const GET = consoleHandler(
  { permission: "subscriptions:read", query: webhookListQuery },
  ({ api, query, user }) => webhookReads(api, user.role).list(query.status),
);

// POST /api/webhooks — create a subscription; the only response (with recreate's) that carries its secret
export const POST = consoleHandler(
  {
    permission: "subscriptions:write",
    body: webhookCreateBody,
    audit: {
      operation: "webhook.create",
      target: (_, result) => (result ? `webhook ${(result as { data: { id: number } }).data.id}` : undefined),
    },
  },
  async ({ api, body }) => (await api.call("createWebhookSubscription", { body })).data,
);
