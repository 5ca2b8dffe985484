import { z } from "zod";
import { id } from "./common";

const line = z.string().trim().max(255);

export const postalAddressInput = z.object({
  name: z.string().trim().min(1, "name is required").max(255),
  address: line.nullable().optional(),
  address2: line.nullable().optional(),
  city: line.nullable().optional(),
  state: line.nullable().optional(),
  zip: z.string().trim().max(32).nullable().optional(),
  country: line.nullable().optional(),
});

// Upsert rule: an item without `id` creates an address; with `id` it updates that address.
export const addressWrite = z.object({ id: id.optional(), address: postalAddressInput });
export type AddressWrite = z.infer<typeof addressWrite>;

export const address = z
  .object({
    id,
    name: z.string(),
    address: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof address>;
