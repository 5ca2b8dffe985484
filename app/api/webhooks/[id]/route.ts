import { refuseSystemOwned } from "@/lib/webhooks/server/system-owned";
import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { webhookReads } from "@/lib/webhooks/server/reads";
import { webhookUpdateBody } from "@/lib/webhooks/server/schemas";

const target = ({ params }: { params: { id: number } }) => `webhook ${params.id}`;

// GET /api/webhooks/[id] — one subscription (never its secret: the API has no way to read it back; header
// values masked for roles that may not see them)
export const GET = consoleHandler(
  { permission: "subscriptions:read", params: idParams },
  ({ api, params, user }) => webhookReads(api, user.role).get(params.id),
);

// PATCH /api/webhooks/[id] — edit url, description, headers, maxAttempts, triggers; status changes go
// through pause, disable and reactivate
export const PATCH = consoleHandler(
  {
    permission: "subscriptions:write",
    params: idParams,
    guard: refuseSystemOwned,
    body: webhookUpdateBody,
    audit: { operation: "webhook.update", target },
  },
  async ({ api, params, body }) => (await api.call("updateWebhookSubscription", { params, body })).data,
);

// DELETE /api/webhooks/[id] — delete a subscription permanently; its deliveries stop
export const DELETE = consoleHandler(
  {
    permission: "subscriptions:delete",
    params: idParams,
    guard: refuseSystemOwned,
    audit: { operation: "webhook.delete", target },
  },
  async ({ api, params }) => (await api.call("deleteWebhookSubscription", { params })).data,
);
