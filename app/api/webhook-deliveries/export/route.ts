import { consoleHandler } from "@/lib/api/handler";
import { exportDeliveries } from "@/lib/webhook-ops/search/export";
import { searchQuery } from "@/lib/webhook-ops/search/params";

// GET /api/webhook-deliveries/export — every match of a search as CSV, streamed
export const GET = consoleHandler(
  { permission: "subscriptions:operate", query: searchQuery },
  async ({ api, query }) => exportDeliveries(api, query),
);
