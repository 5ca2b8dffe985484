import type { AddressWrite } from "@/lib/partner-api/contract";
import type { Address } from "@/lib/partner-api/contract/reader";
import type { AddressFormValues } from "./address-zod";
import { text } from "./to-body";

// The address rows' plain parts; their zod schema is ./address-zod, loaded with the form's schema.

export type { AddressFormValues };

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
