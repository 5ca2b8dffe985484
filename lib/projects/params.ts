import { projectCreateBody, projectListQuery, projectUpdateBody } from "@/lib/partner-api/contract";
import { readId, readIdList, readQueryId } from "@/lib/partner-api/contract/reader";
import { addressesWrite, reference } from "@/lib/api/params";

// The contract's bodies with every reference read as an API id (safeExtend keeps the contract's refinements).
// An update archives and unarchives too.
export const projectsQuery = projectListQuery.extend({
  statusId: readIdList("statusId").optional(),
  contactId: readQueryId("contactId").optional(),
});

const refs = {
  contactId: reference,
  clientId: reference,
  statusId: readId.optional(),
  ownerId: reference,
  projectType: reference,
  addresses: addressesWrite,
};
export const projectCreateWrite = projectCreateBody.safeExtend(refs);
export const projectUpdateWrite = projectUpdateBody.safeExtend(refs);
