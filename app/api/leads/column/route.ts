import { consoleHandler } from "@/lib/api/handler";
import { leadsQuery } from "@/lib/leads/params";
import { leadReads } from "@/lib/leads/server";
import { readQueryId } from "@/lib/partner-api/contract/reader";

// A board column: one page of one phase (the contract's paging rules: limit 1-300, default 20).
const columnQuery = leadsQuery.extend({ phaseId: readQueryId("phaseId") });

// GET /api/leads/column?phaseId=…&offset=…&limit=… — one page of a board column, one API call: the column loads
// more as it is scrolled and shows the API's total. Its budget sum comes from /api/leads/board-summary.
export const GET = consoleHandler(
  { permission: "records:read", query: columnQuery },
  async ({ api, query, req }) => leadReads(api).column(query, req.signal),
);
