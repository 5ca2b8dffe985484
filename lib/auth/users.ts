import "server-only";
import { eq, sql } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import type { Role } from "@/lib/db/console-schema";
import { hashPassword } from "./passwords";

const u = consoleTables.users;

export async function findUserByEmail(email: string) {
  const [row] = await cdb()
    .select()
    .from(u)
    .where(sql`lower(${u.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(id: number) {
  const [row] = await cdb().select().from(u).where(eq(u.id, id));
  return row;
}

// Creates the user, or updates role and password of an existing one (so the CLI can also reset a password).
export async function upsertUser(input: { email: string; role: Role; password: string; name?: string }) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(email);
  if (existing) {
    await cdb()
      .update(u)
      .set({ role: input.role, passwordHash, name: input.name ?? existing.name })
      .where(eq(u.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await cdb()
    .insert(u)
    .values({ email, role: input.role, passwordHash, name: input.name ?? null })
    .returning({ id: u.id });
  return { id: row!.id, created: true };
}
