import "server-only";
import type { Lead } from "@/lib/partner-api/contract";
import { addressesJsonSql } from "./addresses";
import { entriesJsonSql } from "./custom-field-entries-view";
import { toLead, type Row } from "./leads-view";
import { pageQuery, pageStatements, withDates, type Stamped } from "./page-query";

export type LeadFilter = { contactId?: number; phaseId?: number };

// A page of leads with their client, addresses and custom values and the total, in one statement (viewLeads
// needs four for the same page). $1 company, $2 contact, $3 phase: an absent filter is NULL and matches every row.
const statements = pageStatements(
  "sandbox.leads",
  `company_id = $1 AND ($2::int IS NULL OR contact_id = $2) AND ($3::int IS NULL OR phase_id = $3)`,
  3,
  `r.id, r.company_id AS "companyId", r.name, r.contact_id AS "contactId", r.description, r.budget, r.type,
    r.service_type_id AS "serviceTypeId", r.source_code AS "sourceCode", r.source,
    r.expected_start_date AS "expectedStartDate", r.phase_id AS "phaseId", r.project_id AS "projectId",
    r.retired, r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.total,
    (SELECT json_build_object('id', c.id, 'name', c.name, 'email', c.email)
      FROM sandbox.contacts c WHERE c.id = r.contact_id) AS client,
    ${addressesJsonSql("lead", "r.id")} AS addresses,
    ${entriesJsonSql("Lead", "$1", "r.id")} AS entries`,
);

type PageRow = Stamped<Row> & Pick<Lead, "client" | "addresses"> & { entries: Lead["customFieldEntries"] };

export async function listLeadPage(
  companyId: number,
  filter: LeadFilter,
  paging: { limit: number; offset: number },
): Promise<{ data: Lead[]; total: number }> {
  const { rows, total } = await pageQuery<PageRow>("sandbox-leads-page", statements, [
    companyId,
    filter.contactId ?? null,
    filter.phaseId ?? null,
    paging.limit,
    paging.offset,
  ]);
  const data = rows.map(({ client, addresses, entries, ...r }) =>
    toLead(withDates(r), { addresses, client, customFieldEntries: entries }),
  );
  return { data, total };
}
