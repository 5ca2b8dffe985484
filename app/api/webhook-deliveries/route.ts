import { consoleHandler } from "@/lib/api/handler";
import { searchQuery } from "@/lib/webhook-ops/search/params";
import { searchDeliveries } from "@/lib/webhook-ops/search/run";

// GET /api/webhook-deliveries — search deliveries across subscriptions (status, event type, resource id, HTTP
// status class, time range, payload text), a page at a time
export const GET = consoleHandler(
  { permission: "subscriptions:operate", query: searchQuery },
  async ({ api, query }) => searchDeliveries(api, query),
);
