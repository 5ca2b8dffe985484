import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { addressesFormSchema } from "@/components/forms/address-zod";
import {
  budgetText,
  line,
  longText,
  optionalId,
  pickedId,
  optionalIsoDate,
  optionalWholeNumber,
} from "@/components/forms/field-schemas";

// Loaded with zod at the form's first validation (lead-form.tsx). The API requires no field of a lead, so
// neither does the form.
export const leadFormSchema = z.object({
  name: line(),
  contactId: pickedId("client"),
  description: longText(),
  budget: budgetText(),
  type: line(),
  serviceTypeId: optionalId("Service type number"),
  source: line(),
  sourceCode: optionalWholeNumber("Source code"),
  expectedStartDate: optionalIsoDate("Expected start date"),
  // Create only: blank leaves the company's default phase to the API.
  phaseId: z.string(),
  addresses: addressesFormSchema,
});

export type LeadFormValues = z.input<typeof leadFormSchema>;

export const leadResolver = zodResolver(leadFormSchema);
