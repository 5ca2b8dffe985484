import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Address, AddressWrite } from "@/lib/partner-api/contract";
import { schema, type Queryable } from "../core/db";
import { invalid } from "../core/errors";

type OwnerType = "project" | "lead";

// Upsert rule: items without `id` create an address; items with `id` update that address of this owner.
// Addresses the write does not mention are kept.
export async function upsertAddresses(
  tx: Queryable,
  companyId: number,
  ownerType: OwnerType,
  ownerId: number,
  items: AddressWrite[],
): Promise<boolean> {
  if (items.length === 0) return false;
  const existing = await tx
    .select({ id: schema.addresses.id })
    .from(schema.addresses)
    .where(and(eq(schema.addresses.ownerType, ownerType), eq(schema.addresses.ownerId, ownerId)));
  const own = new Set(existing.map((r) => r.id));
  for (const [i, item] of items.entries()) {
    if (item.id !== undefined && !own.has(item.id))
      throw invalid(`addresses.${i}.id`, `address ${item.id} does not belong to this ${ownerType}`);
  }
  for (const item of items) {
    const values = {
      name: item.address.name,
      address: item.address.address ?? null,
      address2: item.address.address2 ?? null,
      city: item.address.city ?? null,
      state: item.address.state ?? null,
      zip: item.address.zip ?? null,
      country: item.address.country ?? null,
    };
    if (item.id === undefined) {
      await tx.insert(schema.addresses).values({ ...values, companyId, ownerType, ownerId });
    } else {
      await tx.update(schema.addresses).set(values).where(eq(schema.addresses.id, item.id));
    }
  }
  return true;
}

export async function addressesByOwner(
  db: Queryable,
  ownerType: OwnerType,
  ownerIds: number[],
): Promise<Map<number, Address[]>> {
  const out = new Map<number, Address[]>();
  if (ownerIds.length === 0) return out;
  const rows = await db
    .select()
    .from(schema.addresses)
    .where(and(eq(schema.addresses.ownerType, ownerType), inArray(schema.addresses.ownerId, ownerIds)))
    .orderBy(schema.addresses.id);
  for (const r of rows) {
    const list = out.get(r.ownerId) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      address: r.address,
      address2: r.address2,
      city: r.city,
      state: r.state,
      zip: r.zip,
      country: r.country,
    });
    out.set(r.ownerId, list);
  }
  return out;
}

export async function deleteAddresses(tx: Queryable, ownerType: OwnerType, ownerId: number) {
  await tx
    .delete(schema.addresses)
    .where(and(eq(schema.addresses.ownerType, ownerType), eq(schema.addresses.ownerId, ownerId)));
}

// SQL for a JSON array of the owner's addresses (compact arrays addressFromSql reads; NULL when none), so a list
// page loads in one statement. Arrays cost the store less than keyed objects.
export function addressesJsonSql(ownerType: OwnerType, ownerId: string): string {
  return `(SELECT json_agg(json_build_array(a.id, a.name, a.address, a.address2, a.city, a.state, a.zip, a.country)
      ORDER BY a.id)
    FROM sandbox.addresses a WHERE a.owner_type = '${ownerType}' AND a.owner_id = ${ownerId})`;
}

export type AddressSql = [number, string, ...(string | null)[]];

export function addressFromSql(a: AddressSql): Address {
  const [id, name, address, address2, city, state, zip, country] = a;
  return {
    id,
    name,
    address: address ?? null,
    address2: address2 ?? null,
    city: city ?? null,
    state: state ?? null,
    zip: zip ?? null,
    country: country ?? null,
  };
}
