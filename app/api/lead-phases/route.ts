import { consoleHandler } from "@/lib/api/handler";
import { leadReads } from "@/lib/leads/server";

// GET /api/lead-phases — every pipeline phase, custom ones included, in the API's order
export const GET = consoleHandler({ permission: "records:read" }, async ({ api }) => ({
  data: await leadReads(api).phases(),
}));
