import { z } from "zod";
import { MAX_ADDRESSES } from "./address-limits";
import { line } from "./field-schemas";

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
