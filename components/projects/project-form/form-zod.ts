import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { addressesFormSchema } from "@/components/forms/address-zod";
import { budgetText, line, longText, pickedId } from "@/components/forms/field-schemas";

// The project form's schema, loaded with zod at the form's first validation (see project-form.tsx).
// Inputs hold text; this schema checks it at the field, and toProjectBody turns it into the API body.
export const projectFormSchema = z.object({
  name: line().min(1, "Name is required"),
  contactId: pickedId("client"),
  statusId: z.string(),
  ownerId: pickedId("owner"),
  budget: budgetText(),
  projectType: z.string(),
  projectTypeName: line(),
  notes: longText(),
  archived: z.boolean(),
  addresses: addressesFormSchema,
});

export type ProjectFormValues = z.input<typeof projectFormSchema>;

export const projectResolver = zodResolver(projectFormSchema);
