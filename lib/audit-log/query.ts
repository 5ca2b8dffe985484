import "server-only";
import { and, count, desc, eq, gte, ilike, lte, notIlike, type SQL } from "drizzle-orm";
import { z } from "zod";
import { cdb, consoleTables } from "@/lib/db/console";
import { boundRow } from "./bound";
import { SECURITY_PREFIX } from "./security";

const a = consoleTables.auditLog;

export const auditFilters = z.object({
  user: z.string().trim().max(200).optional().catch(undefined),
  operation: z.string().trim().max(100).optional().catch(undefined),
  outcome: z.enum(["ok", "error"]).optional().catch(undefined),
  // Security events (sign-ins, sign-outs, revocations) or the mutations made through the console.
  kind: z.enum(["security", "change"]).optional().catch(undefined),
  address: z.string().trim().max(100).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type AuditFilters = z.infer<typeof auditFilters>;
export const AUDIT_PAGE_SIZE = 50;

const like = (s: string) => `%${s.replace(/[%_\\]/g, "\\$&")}%`;

// Newest first; text filters match parts of the user's email, the operation name and the address.
export async function listAudit(f: AuditFilters) {
  const where: SQL[] = [];
  if (f.user) where.push(ilike(a.userEmail, like(f.user)));
  if (f.operation) where.push(ilike(a.operation, like(f.operation)));
  if (f.outcome) where.push(eq(a.outcome, f.outcome));
  if (f.kind === "security") where.push(ilike(a.operation, `${SECURITY_PREFIX}%`));
  if (f.kind === "change") where.push(notIlike(a.operation, `${SECURITY_PREFIX}%`));
  if (f.address) where.push(ilike(a.address, like(f.address)));
  if (f.from) where.push(gte(a.at, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lte(a.at, new Date(`${f.to}T23:59:59.999Z`)));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    cdb()
      .select()
      .from(a)
      .where(cond)
      .orderBy(desc(a.at), desc(a.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((f.page - 1) * AUDIT_PAGE_SIZE),
    cdb().select({ n: count() }).from(a).where(cond),
  ]);
  // Rows written before the bounds are shown through them too.
  return { rows: rows.map(boundRow), total: total?.n ?? 0 };
}
