import { z } from "zod";
import { addressesFormSchema, toAddressFormValues, toAddressWrite } from "@/components/forms/address-schema";
import {
  budgetNumber,
  budgetText,
  line,
  longText,
  optionalId,
  optionalIsoDate,
  optionalWholeNumber,
} from "@/components/forms/field-schemas";
import { formPathMapper } from "@/components/forms/server-errors";
import { blankAs, definedOnly, text, type FormMode } from "@/components/forms/to-body";
import type { LeadCreateBody, LeadUpdateBody } from "@/lib/partner-api/contract";
import type { Lead } from "@/lib/partner-api/contract/reader";

// Inputs hold text; this schema checks it at the field, and toLeadBody turns it into the API body. The API
// requires no field of a lead, so neither does the form.
export const leadFormSchema = z.object({
  name: line(),
  contactId: optionalId("Client contact id"),
  description: longText(),
  budget: budgetText(),
  type: line(),
  serviceTypeId: optionalId("Service type id"),
  source: line(),
  sourceCode: optionalWholeNumber("Source code"),
  expectedStartDate: optionalIsoDate("Expected start date"),
  // Create only: blank leaves the company's default phase to the API.
  phaseId: z.string(),
  addresses: addressesFormSchema,
});

export type LeadFormValues = z.input<typeof leadFormSchema>;

export const leadFormPathOf = formPathMapper<LeadFormValues>(Object.keys(leadFormSchema.shape));

export const emptyLeadValues = (): LeadFormValues => ({
  name: "",
  contactId: "",
  description: "",
  budget: "",
  type: "",
  serviceTypeId: "",
  source: "",
  sourceCode: "",
  expectedStartDate: "",
  phaseId: "",
  addresses: [],
});

export function toLeadFormValues(l: Lead): LeadFormValues {
  return {
    name: text(l.name),
    contactId: text(l.contactId),
    description: text(l.description),
    budget: text(l.budget),
    type: text(l.type),
    serviceTypeId: text(l.serviceTypeId),
    source: text(l.source),
    sourceCode: text(l.sourceCode),
    expectedStartDate: text(l.expectedStartDate),
    phaseId: String(l.phaseId),
    addresses: l.addresses.map(toAddressFormValues),
  };
}

// An edit never carries phaseId: the phase changes only through updatePhase, and the API refuses it in a PATCH.
export function toLeadBody(values: LeadFormValues, mode: "create"): LeadCreateBody;
export function toLeadBody(values: LeadFormValues, mode: "edit"): LeadUpdateBody;
export function toLeadBody(values: LeadFormValues, mode: FormMode): LeadCreateBody | LeadUpdateBody {
  const { str, num } = blankAs(mode);
  const body: LeadUpdateBody = {
    name: str(values.name),
    contactId: num(values.contactId),
    description: str(values.description),
    budget: num(values.budget, budgetNumber),
    type: str(values.type),
    serviceTypeId: num(values.serviceTypeId),
    source: str(values.source),
    sourceCode: num(values.sourceCode),
    expectedStartDate: str(values.expectedStartDate),
    addresses: values.addresses.map(toAddressWrite),
  };
  if (mode === "edit") return body;
  const create: LeadCreateBody = {
    ...body,
    phaseId: values.phaseId === "" ? undefined : Number(values.phaseId),
  };
  if (create.addresses?.length === 0) delete create.addresses;
  return definedOnly(create);
}
