import { consoleHandler } from "@/lib/api/handler";

// GET /api/webhook-triggers — the trigger catalog subscriptions pick from
export const GET = consoleHandler(
  { permission: "subscriptions:read" },
  async ({ api }) => (await api.call("listWebhookTriggers")).data,
);
