import "server-only";
import { eq } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";

const u = consoleTables.users;

export type AdminChoice = {
  id: number;
  email: string;
  name: string | null;
  usable: boolean;
  breakGlass: boolean;
};

// The admins an admin may name break-glass: usable ones are active and have a password (break-glass is a
// password sign-in while SSO is required).
export async function listAdmins(): Promise<AdminChoice[]> {
  const rows = await cdb()
    .select({
      id: u.id,
      email: u.email,
      name: u.name,
      status: u.status,
      hash: u.passwordHash,
      breakGlass: u.breakGlass,
    })
    .from(u)
    .where(eq(u.role, "admin"))
    .orderBy(u.email);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    usable: r.status === "active" && r.hash !== null,
    breakGlass: r.breakGlass,
  }));
}
