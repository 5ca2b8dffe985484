import "server-only";
import type { Lead } from "@/lib/partner-api/contract";
import { addressFromSql, addressesJsonSql, type AddressSql } from "../model/addresses";
import { entriesJsonSql, entryFromSql, type EntrySql } from "../model/custom-field-entries-view";
import { toLead, type Row } from "../model/leads-view";
import { pageQuery, type ListSpec, type Stamped } from "./page-query";

export type LeadFilter = { contactId?: number; phaseId?: number };

// A page of leads in their full wire shape and the total, in one statement. Filters: contact, phase.
export const leadListSpec: ListSpec = {
  name: "sandbox-leads-page",
  table: "sandbox.leads",
  filters: [(p) => `contact_id = ${p}::int`, (p) => `phase_id = ${p}::int`],
  select: `r.id, r.company_id AS "companyId", r.name, r.contact_id AS "contactId", r.description, r.budget, r.type,
    r.service_type_id AS "serviceTypeId", r.source_code AS "sourceCode", r.source,
    r.expected_start_date AS "expectedStartDate", r.phase_id AS "phaseId", r.project_id AS "projectId",
    r.retired, r.created_at AS "createdAt", r.updated_at AS "updatedAt",
    c.id AS "cId", c.name AS "cName", c.email AS "cEmail",
    ${addressesJsonSql("lead", "r.id")} AS addresses,
    ${entriesJsonSql("Lead", "$1", "r.id")} AS entries`,
  joins: `LEFT JOIN sandbox.contacts c ON c.id = r.contact_id`,
};

type PageRow = Stamped<Row> & {
  cId: number | null;
  cName: string;
  cEmail: string | null;
  addresses: AddressSql[] | null;
  entries: EntrySql[] | null;
};

export async function listLeadPage(
  companyId: number,
  filter: LeadFilter,
  paging: { limit: number; offset: number },
): Promise<{ data: Lead[]; total: number }> {
  const { rows, total } = await pageQuery<PageRow>(
    leadListSpec,
    companyId,
    [filter.contactId, filter.phaseId],
    paging,
  );
  // The row itself goes in (toLead picks its fields): no copy of it per lead.
  const data = rows.map((r) =>
    toLead(r, {
      addresses: r.addresses?.map(addressFromSql) ?? [],
      client: r.cId === null ? null : { id: r.cId, name: r.cName, email: r.cEmail },
      customFieldEntries: r.entries?.map((e) => entryFromSql("Lead", r.id, e)) ?? [],
    }),
  );
  return { data, total };
}
