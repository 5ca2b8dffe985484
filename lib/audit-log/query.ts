import "server-only";
import { and, count, desc, eq, gte, ilike, lte, type SQL } from "drizzle-orm";
import { z } from "zod";
import { cdb, consoleTables } from "@/lib/db/console";

const a = consoleTables.auditLog;

export const auditFilters = z.object({
  user: z.string().trim().max(200).optional().catch(undefined),
  operation: z.string().trim().max(100).optional().catch(undefined),
  outcome: z.enum(["ok", "error"]).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type AuditFilters = z.infer<typeof auditFilters>;
export const AUDIT_PAGE_SIZE = 50;

// Newest first; text filters match parts of the user's email and of the operation name.
export async function listAudit(f: AuditFilters) {
  const where: SQL[] = [];
  if (f.user) where.push(ilike(a.userEmail, `%${f.user.replace(/[%_\\]/g, "\\$&")}%`));
  if (f.operation) where.push(ilike(a.operation, `%${f.operation.replace(/[%_\\]/g, "\\$&")}%`));
  if (f.outcome) where.push(eq(a.outcome, f.outcome));
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
  return { rows, total: total?.n ?? 0 };
}
