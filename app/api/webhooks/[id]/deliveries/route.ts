import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { deliveryListQuery } from "@/lib/partner-api/contract";
import type { DeliveriesResponse } from "@/lib/webhooks/types";
import { fromExtension, UNAVAILABLE } from "@/lib/webhooks/server/extension";

// GET /api/webhooks/[id]/deliveries — one page of the delivery log, newest first (sandbox extension;
// { available: false } from an API without it)
export const GET = consoleHandler(
  { permission: "subscriptions:operate", params: idParams, query: deliveryListQuery },
  async ({ api, params, query }): Promise<DeliveriesResponse> => {
    const page = await fromExtension(
      api,
      params.id,
      async () => (await api.call("listWebhookDeliveries", { params, query })).data,
    );
    return page ? { available: true, page } : UNAVAILABLE;
  },
);
