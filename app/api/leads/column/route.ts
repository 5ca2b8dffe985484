import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { collectAll } from "@/lib/partner-api";
import { readQueryId } from "@/lib/partner-api/contract/reader";

const columnQuery = z.object({
  phaseId: readQueryId("phaseId"),
  contactId: readQueryId("contactId").optional(),
});

// GET /api/leads/column?phaseId=… — every lead of one phase (the board's column), walked 300 at a time
export const GET = consoleHandler(
  { permission: "records:read", query: columnQuery },
  async ({ api, query, req }) => ({
    data: await collectAll(
      async (offset, limit) =>
        (await api.call("listLeads", { query: { ...query, offset, limit }, signal: req.signal })).data,
    ),
  }),
);
