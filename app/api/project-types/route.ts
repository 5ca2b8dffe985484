import { consoleHandler } from "@/lib/api/handler";
import { collectAll } from "@/lib/partner-api";

// GET /api/project-types — every project type of the account
export const GET = consoleHandler({ permission: "records:read" }, async ({ api }) => ({
  data: await collectAll(
    async (offset, limit) => (await api.call("listProjectTypes", { query: { offset, limit } })).data,
  ),
}));
