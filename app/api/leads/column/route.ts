import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { collectAll } from "@/lib/partner-api";
import { readIdList, readQueryId, type RecordIssue } from "@/lib/partner-api/contract/reader";

const columnQuery = z
  .object({
    phaseId: readQueryId("phaseId").optional(),
    otherThan: readIdList("otherThan").optional(),
    contactId: readQueryId("contactId").optional(),
  })
  .refine((q) => (q.phaseId === undefined) !== (q.otherThan === undefined), {
    message: "give phaseId or otherThan",
    path: ["phaseId"],
  });

// GET /api/leads/column?phaseId=… — every lead of one phase (the board's column), walked 300 at a time.
// GET /api/leads/column?otherThan=1,2,… — every lead whose phase is none of those: the "Other phases" column,
// for leads in a phase the phase list does not name. A lead is placed by its own phaseId where it has one.
export const GET = consoleHandler(
  { permission: "records:read", query: columnQuery },
  async ({ api, query, req }) => {
    const { phaseId, otherThan, contactId } = query;
    const unreadable: RecordIssue[] = [];
    const leads = await collectAll(async (offset, limit) => {
      const page = (
        await api.call("listLeads", { query: { phaseId, contactId, offset, limit }, signal: req.signal })
      ).data;
      unreadable.push(...(page.unreadable ?? []));
      return page;
    });
    const data = otherThan
      ? leads.filter((l) => l.phaseId !== null && !otherThan.includes(l.phaseId))
      : leads.filter((l) => l.phaseId === null || l.phaseId === phaseId);
    return { data, unreadable };
  },
);
