import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { boardSummary } from "@/lib/leads/board-summary";
import { readQueryId } from "@/lib/partner-api/contract/reader";

const summaryQuery = z.object({ contactId: readQueryId("contactId").optional() });

// GET /api/leads/board-summary?contactId=… — the board's per-phase counts and budget sums and the leads of
// phases the phase list lacks, as last computed in the background (and when), starting a new run when out of date.
export const GET = consoleHandler(
  { permission: "records:read", query: summaryQuery },
  async ({ user, query }) => ({ data: await boardSummary(user.environment, query.contactId ?? 0) }),
);
