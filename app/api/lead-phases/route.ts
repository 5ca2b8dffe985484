import { consoleHandler } from "@/lib/api/handler";
import { collectAll } from "@/lib/partner-api";

// GET /api/lead-phases — every pipeline phase, custom ones included, in the API's order
export const GET = consoleHandler({ permission: "records:read" }, async ({ api }) => ({
  data: await collectAll(
    async (offset, limit) => (await api.call("listLeadPhases", { query: { offset, limit } })).data,
  ),
}));
