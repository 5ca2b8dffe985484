import { z } from "zod";
import type { AddressWrite, Project, ProjectCreateBody, ProjectUpdateBody } from "@/lib/partner-api/contract";

// Inputs hold text; this schema checks it at the field, and toProjectBody turns it into the API body.
const MAX_ID = 2_147_483_647;
const isId = (s: string) => /^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= MAX_ID;
const optionalId = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === "" || isId(s), `${label} must be a positive whole number`);

// Thousands separators are a common way to type money; anything else that is not a plain number is refused.
const budgetNumber = (s: string) => Number(s.replace(/,/g, ""));
const isBudget = (s: string) => /^[0-9][0-9,]*(\.[0-9]+)?$/.test(s) && budgetNumber(s) <= 1e12;

const line = (max = 255) => z.string().trim().max(max, `At most ${max} characters`);

export const addressFormSchema = z.object({
  // The saved address's id; named apart from useFieldArray's own `id` key. Absent on rows not yet saved.
  addressId: z.number().int().positive().optional(),
  name: line().min(1, "Name is required"),
  address: line(),
  address2: line(),
  city: line(),
  state: line(),
  zip: line(32),
  country: line(),
});

export const projectFormSchema = z.object({
  name: line().min(1, "Name is required"),
  contactId: optionalId("Client contact id"),
  statusId: z.string(),
  ownerId: optionalId("Owner id"),
  budget: z
    .string()
    .trim()
    .refine((s) => s === "" || isBudget(s), "Budget must be a number of 0 or more, e.g. 12500 or 12500.50"),
  projectType: z.string(),
  projectTypeName: line(),
  notes: z.string().max(20_000, "At most 20,000 characters"),
  archived: z.boolean(),
  addresses: z.array(addressFormSchema).max(50, "At most 50 addresses"),
});

export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type FormMode = "create" | "edit";

export const emptyAddress = (): AddressFormValues => ({
  name: "",
  address: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  country: "",
});

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

const text = (v: string | number | null | undefined) => (v == null ? "" : String(v));

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
    addresses: p.addresses.map((a) => ({
      addressId: a.id,
      name: a.name,
      address: text(a.address),
      address2: text(a.address2),
      city: text(a.city),
      state: text(a.state),
      zip: text(a.zip),
      country: text(a.country),
    })),
  };
}

// A blank input means "not set": a create leaves it out (the API's default applies), an edit sends null to clear it.
// statusId cannot be cleared (the API has no "no status"), so a blank status is always left out.
export function toProjectBody(values: ProjectFormValues, mode: "create"): ProjectCreateBody;
export function toProjectBody(values: ProjectFormValues, mode: "edit"): ProjectUpdateBody;
export function toProjectBody(
  values: ProjectFormValues,
  mode: FormMode,
): ProjectCreateBody | ProjectUpdateBody {
  const blank = mode === "create" ? undefined : null;
  const str = (s: string) => (s.trim() === "" ? blank : s.trim());
  const num = (s: string, parse: (s: string) => number = Number) =>
    s.trim() === "" ? blank : parse(s.trim());
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
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as ProjectUpdateBody;
}

const LINE_KEYS = ["address", "address2", "city", "state", "zip", "country"] as const;

// Upsert rule: a saved row keeps its id (and sends null to clear a line); a new row has no id.
function toAddressWrite(a: AddressFormValues): AddressWrite {
  const saved = a.addressId !== undefined;
  const address: AddressWrite["address"] = { name: a.name.trim() };
  for (const key of LINE_KEYS) {
    const v = a[key].trim();
    if (v !== "") address[key] = v;
    else if (saved) address[key] = null;
  }
  return saved ? { id: a.addressId, address } : { address };
}
