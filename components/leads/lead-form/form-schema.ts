import { toAddressFormValues, toAddressWrite } from "@/components/forms/address-schema";
import { formPathMapper } from "@/components/forms/server-errors";
import { blankAs, budgetNumber, definedOnly, text, type FormMode } from "@/components/forms/to-body";
import type { LeadCreateBody, LeadUpdateBody } from "@/lib/partner-api/contract";
import type { Lead } from "@/lib/partner-api/contract/reader";
import type { LeadFormValues } from "./form-zod";

// The lead form's plain parts; its zod schema is ./form-zod, loaded at the first validation.
export type { LeadFormValues };

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

// The form's fields are the schema's (./form-zod; a test holds the two lists equal).
export const leadFormPathOf = formPathMapper<LeadFormValues>(Object.keys(emptyLeadValues()));

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
