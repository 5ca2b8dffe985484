import { z } from "zod";
import { addressWrite } from "@/lib/partner-api/contract";
import { readId, readPathId } from "@/lib/partner-api/contract/reader";

// Route parameters and the parts of write bodies that every resource shares (each resource's own query and bodies
// live in its slice: lib/projects/params.ts, lib/leads/params.ts, lib/custom-fields/params.ts). Ids here are
// whatever the API may hold (any positive safe integer, READER.md): one rule for what the console reads, routes
// and sends back, not the sandbox's own 32-bit storage bound that the contract's request schemas carry for the
// sandbox.
export const idParams = z.object({ id: readPathId });

// A project's or lead's reference to another record, read as an API id; and its addresses.
export const reference = readId.nullable().optional();
export const addressesWrite = z
  .array(addressWrite.extend({ id: readId.optional() }))
  .max(50)
  .optional();
