import { toAddressFormValues, toAddressWrite } from "@/components/forms/address-schema";
import { formPathMapper } from "@/components/forms/server-errors";
import { blankAs, budgetNumber, definedOnly, text, type FormMode } from "@/components/forms/to-body";
import type { ProjectCreateBody, ProjectUpdateBody } from "@/lib/partner-api/contract";
import type { Project } from "@/lib/partner-api/contract/reader";
import type { ProjectFormValues } from "./form-zod";

// The project form's plain parts; its zod schema is ./form-zod, loaded at the first validation.
export type { ProjectFormValues };

export const emptyProjectValues = (): ProjectFormValues => ({
  name: "",
  contactId: "",
  statusId: "",
  ownerId: "",
  budget: "",
  projectType: "",
  projectTypeName: "",
  notes: "",
  archived: false,
  addresses: [],
});

// The API accepts `clientId` as an alias of contactId; the form has one field for both. The fields are the
// schema's (./form-zod; a test holds the two lists equal).
export const projectFormPathOf = formPathMapper<ProjectFormValues>(Object.keys(emptyProjectValues()), {
  clientId: "contactId",
});

export function toFormValues(p: Project): ProjectFormValues {
  return {
    name: p.name,
    contactId: text(p.contactId),
    statusId: text(p.statusId),
    ownerId: text(p.ownerId),
    budget: text(p.budget),
    projectType: text(p.projectType),
    projectTypeName: text(p.projectTypeName),
    notes: text(p.notes),
    archived: p.archived,
    addresses: p.addresses.map(toAddressFormValues),
  };
}

// statusId cannot be cleared (the API has no "no status"), so a blank status is always left out.
export function toProjectBody(values: ProjectFormValues, mode: "create"): ProjectCreateBody;
export function toProjectBody(values: ProjectFormValues, mode: "edit"): ProjectUpdateBody;
export function toProjectBody(
  values: ProjectFormValues,
  mode: FormMode,
): ProjectCreateBody | ProjectUpdateBody {
  const { str, num } = blankAs(mode);
  const body: ProjectUpdateBody = {
    name: values.name.trim(),
    contactId: num(values.contactId),
    statusId: values.statusId.trim() === "" ? undefined : Number(values.statusId),
    ownerId: num(values.ownerId),
    budget: num(values.budget, budgetNumber),
    projectType: num(values.projectType),
    projectTypeName: str(values.projectTypeName),
    notes: str(values.notes),
    archived: values.archived,
    addresses: values.addresses.map(toAddressWrite),
  };
  if (mode === "create" && body.addresses?.length === 0) delete body.addresses;
  return definedOnly(body);
}
