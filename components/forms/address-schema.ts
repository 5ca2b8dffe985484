import { z } from "zod";
import type { AddressWrite } from "@/lib/partner-api/contract";
import type { Address } from "@/lib/partner-api/contract/reader";
import { line } from "./field-schemas";
import { text } from "./to-body";

export const MAX_ADDRESSES = 50;

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

export const addressesFormSchema = z.array(addressFormSchema).max(MAX_ADDRESSES, "At most 50 addresses");

export type AddressFormValues = z.input<typeof addressFormSchema>;

export const emptyAddress = (): AddressFormValues => ({
  name: "",
  address: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  country: "",
});

export const toAddressFormValues = (a: Address): AddressFormValues => ({
  addressId: a.id,
  name: a.name,
  address: text(a.address),
  address2: text(a.address2),
  city: text(a.city),
  state: text(a.state),
  zip: text(a.zip),
  country: text(a.country),
});

const LINE_KEYS = ["address", "address2", "city", "state", "zip", "country"] as const;

// Upsert rule: a saved row keeps its id (and sends null to clear a line); a new row has no id.
export function toAddressWrite(a: AddressFormValues): AddressWrite {
  const saved = a.addressId !== undefined;
  const address: AddressWrite["address"] = { name: a.name.trim() };
  for (const key of LINE_KEYS) {
    const v = a[key].trim();
    if (v !== "") address[key] = v;
    else if (saved) address[key] = null;
  }
  return saved ? { id: a.addressId, address } : { address };
}
