import { z } from "zod";
import { address, addressWrite } from "./addresses";
import { id, isoTimestamp, pagingQuery, queryId } from "./common";
import { customFieldEntry } from "./custom-fields";

export const builtInPhases = [
  { id: 1, name: "New Inquiry" },
  { id: 2, name: "Follow Up" },
  { id: 3, name: "Meeting" },
  { id: 4, name: "Estimate" },
  { id: 5, name: "Connected" },
  { id: 6, name: "Won" },
] as const;
export const DEFAULT_PHASE_ID = 1;

export const leadStatusValues = ["Current", "Won", "Retired"] as const;
export const leadStatusValue = z.enum(leadStatusValues);
export type LeadStatusValue = z.infer<typeof leadStatusValue>;

export const lead = z
  .object({
    id,
    name: z.string().nullable(),
    contactId: id.nullable(),
    description: z.string().nullable(),
    budget: z.number().nullable(),
    type: z.string().nullable(),
    serviceTypeId: id.nullable(),
    sourceCode: z.int().nullable(),
    source: z.string().nullable(),
    expectedStartDate: z.iso.date().nullable(),
    addresses: z.array(address),
    phaseId: id,
    projectId: id.nullable(),
    status: z.object({ value: leadStatusValue, displayName: z.string() }),
    client: z.object({ id, name: z.string(), email: z.string().nullable() }).nullable(),
    customFieldEntries: z.array(customFieldEntry),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .meta({ id: "Lead" });
export type Lead = z.infer<typeof lead>;

const leadFields = z.object({
  name: z.string().trim().min(1, "name may not be blank").max(255).nullable(),
  contactId: id.nullable(),
  description: z.string().max(20_000).nullable(),
  budget: z.number().min(0, "budget may not be negative").max(1e12).nullable(),
  type: z.string().trim().max(255).nullable(),
  serviceTypeId: id.nullable(),
  sourceCode: z.int().min(0).max(2_147_483_647).nullable(),
  source: z.string().trim().max(255).nullable(),
  // Format "not shown" in the spec: an ISO date (YYYY-MM-DD) is what the sandbox accepts and returns.
  expectedStartDate: z.iso.date({ error: "expectedStartDate must be an ISO date, YYYY-MM-DD" }).nullable(),
  addresses: z.array(addressWrite).max(50),
});

// The create schema marks no field as required.
export const leadCreateBody = leadFields.extend({ phaseId: id }).partial();
export type LeadCreateBody = z.infer<typeof leadCreateBody>;

// PATCH never changes the phase: a phaseId in an update body is refused rather than silently ignored.
export const leadUpdateBody = leadFields
  .extend({ phaseId: z.never({ error: "the phase changes only through POST /v1/leads/{id}/updatePhase" }) })
  .partial();
export type LeadUpdateBody = z.infer<typeof leadUpdateBody>;

export const updatePhaseBody = z.object({ phaseId: id });

export const leadListQuery = pagingQuery.extend({
  contactId: queryId("contactId").optional(),
  phaseId: queryId("phaseId").optional(),
});
export type LeadListQuery = z.input<typeof leadListQuery>;

export const convertResult = z.object({ projectId: id }).meta({ id: "ConvertResult" });

export const leadPhase = z
  .object({ id, name: z.string(), position: z.int(), custom: z.boolean() })
  .meta({ id: "LeadPhase" });
export type LeadPhase = z.infer<typeof leadPhase>;
