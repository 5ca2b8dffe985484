import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import type { StatsResponse } from "@/lib/webhooks/types";
import { fromExtension, UNAVAILABLE } from "@/lib/webhooks/server/extension";

// GET /api/webhooks/[id]/stats — hourly delivery statistics over the last 24 h (sandbox extension;
// { available: false } from an API without it)
export const GET = consoleHandler(
  { permission: "subscriptions:operate", params: idParams },
  async ({ api, params }): Promise<StatsResponse> => {
    const stats = await fromExtension(
      api,
      params.id,
      async () => (await api.call("getWebhookDeliveryStats", { params })).data.data,
    );
    return stats ? { available: true, stats } : UNAVAILABLE;
  },
);
