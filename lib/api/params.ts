import { z } from "zod";
import {
  addressWrite,
  customFieldEntriesBody,
  customFieldEntryWrite,
  leadCreateBody,
  leadListQuery,
  leadUpdateBody,
  projectCreateBody,
  projectListQuery,
  projectUpdateBody,
  updatePhaseBody,
} from "@/lib/partner-api/contract";
import { readId, readIdList, readPathId, readQueryId } from "@/lib/partner-api/contract/reader";

// Route parameters, queries and write bodies of console API handlers. Ids here are whatever the API may hold (any
// positive safe integer, READER.md): one rule for what the console reads, routes and sends back, not the
// sandbox's own 32-bit storage bound that the contract's request schemas carry for the sandbox.
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

export const customFieldEntriesWrite = customFieldEntriesBody.extend({
  entityId: readId,
  customFieldEntries: z
    .array(customFieldEntryWrite.safeExtend({ id: readId.optional(), customFieldId: readId.optional() }))
    .min(1, "at least one entry is required")
    .max(100),
});

// The contract's project and lead bodies with every reference read as an API id (their other bounds and checks
// stay the contract's: safeExtend keeps the refinements).
const reference = readId.nullable().optional();
const addresses = z
  .array(addressWrite.extend({ id: readId.optional() }))
  .max(50)
  .optional();
const projectRefs = {
  contactId: reference,
  clientId: reference,
  statusId: readId.optional(),
  ownerId: reference,
  projectType: reference,
  addresses,
};
const leadRefs = { contactId: reference, serviceTypeId: reference, addresses };

export const projectCreateWrite = projectCreateBody.safeExtend(projectRefs);
export const projectUpdateWrite = projectUpdateBody.safeExtend(projectRefs);
export const leadCreateWrite = leadCreateBody.safeExtend({ ...leadRefs, phaseId: readId.optional() });
export const leadUpdateWrite = leadUpdateBody.safeExtend(leadRefs);
