import { consoleHandler } from "@/lib/api/handler";
import { lookupQuery } from "@/lib/partner-api/contract";

// GET /api/custom-fields/lookup?entityType=…&fieldName=…&value=… — the record holding a value (404 when none)
export const GET = consoleHandler(
  { permission: "records:read", query: lookupQuery },
  async ({ api, query }) => {
    const { data } = (await api.call("lookupByCustomFieldValue", { query })).data;
    // The palette only navigates: the record itself is read again by its page.
    return { data: { entityType: data.entityType, entityId: data.entityId } };
  },
);
