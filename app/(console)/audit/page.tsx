import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { refusedTo } from "@/lib/auth/refused";
import { AuditFilterForm } from "@/components/audit/audit-filter-form";
import { LazyViewSwitcher } from "@/components/saved-views/lazy-view-switcher";
import { AuditTable } from "@/components/audit/audit-table";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { AUDIT_PAGE_SIZE, auditFilters, listAudit } from "@/lib/audit-log/query";
import { targetNames } from "@/lib/record-index/target-names";

export const metadata: Metadata = { title: "Audit log" };

// Admins only: every mutation made through the console and every security event (sign-ins, failures,
// throttling, sign-outs, revocations), newest first, filtered by the URL.
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (!can(user.role, "audit:read")) redirect(refusedTo("/projects", "audit"));
  const raw = Object.fromEntries(
    Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const filters = auditFilters.parse(raw);
  const { rows, total } = await listAudit(filters);
  const names = await targetNames(rows);
  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Audit log</h1>
        <LazyViewSwitcher table="audit" />
      </div>
      {/* Keyed: a saved view opened here replaces the filters, and the form's fields show them. */}
      <AuditFilterForm key={JSON.stringify(filters)} filters={filters} />
      <AuditTable
        rows={rows}
        total={total}
        page={filters.page}
        pageSize={AUDIT_PAGE_SIZE}
        filters={filters}
        names={names}
      />
    </>
  );
}
