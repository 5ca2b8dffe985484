import { leadCreateBody, leadListQuery, leadUpdateBody, updatePhaseBody } from "@/lib/partner-api/contract";
import { readId, readQueryId } from "@/lib/partner-api/contract/reader";
import { addressesWrite, reference } from "@/lib/api/params";

// The lead routes' query and write bodies: the contract's, with every reference read as an API id (safeExtend
// keeps the contract's refinements). An update has no phase: a move is its own route with its own body.
export const leadsQuery = leadListQuery.extend({
  contactId: readQueryId("contactId").optional(),
  phaseId: readQueryId("phaseId").optional(),
});

// A board move names a phase from the API's own list, whatever its id.
export const phaseBody = updatePhaseBody.extend({ phaseId: readId });

const refs = { contactId: reference, serviceTypeId: reference, addresses: addressesWrite };
export const leadCreateWrite = leadCreateBody.safeExtend({ ...refs, phaseId: readId.optional() });
export const leadUpdateWrite = leadUpdateBody.safeExtend(refs);
