import { z } from "zod";
import {
  customFieldEntriesBody,
  leadListQuery,
  projectListQuery,
  updatePhaseBody,
} from "@/lib/partner-api/contract";
import { readId, readIdList, readPathId, readQueryId } from "@/lib/partner-api/contract/reader";

// Route parameters and queries of console API handlers. Ids here are whatever the API may hold (any positive
// safe integer, READER.md), not the sandbox's own 32-bit bound that the contract's request schemas carry.
export const idParams = z.object({ id: readPathId });

export const projectsQuery = projectListQuery.extend({
  statusId: readIdList("statusId").optional(),
  contactId: readQueryId("contactId").optional(),
});

export const leadsQuery = leadListQuery.extend({
  contactId: readQueryId("contactId").optional(),
  phaseId: readQueryId("phaseId").optional(),
});

// A board move names a phase from the API's own list, whatever its id.
export const phaseBody = updatePhaseBody.extend({ phaseId: readId });

export const customFieldEntriesWrite = customFieldEntriesBody.extend({ entityId: readId });
