import { consoleHandler } from "@/lib/api/handler";
import { collectAll } from "@/lib/partner-api";

// GET /api/project-statuses — every project status of the account
export const GET = consoleHandler({ permission: "records:read" }, async ({ api }) => ({
  data: await collectAll(
    async (offset, limit) => (await api.call("listProjectStatuses", { query: { offset, limit } })).data,
  ),
}));
