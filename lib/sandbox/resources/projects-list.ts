import "server-only";
import type { Project } from "@/lib/partner-api/contract";
import { addressFromSql, addressesJsonSql, type AddressSql } from "../model/addresses";
import { entriesJsonSql, entryFromSql, type EntrySql } from "../model/custom-field-entries-view";
import { pageQuery, type ListSpec, type Stamped } from "./page-query";
import { toProject, type Row } from "../model/projects-view";

export type ProjectFilter = { statusId?: number[]; archived?: boolean; contactId?: number };

// A page of projects in their full wire shape and the total, in one statement. One status filters by equality:
// that walks its index in id order, while ANY of an array needs a sort.
export const projectListSpec: ListSpec = {
  name: "sandbox-projects-page",
  table: "sandbox.projects",
  filters: [
    (p) => `status_id = ${p}::int`,
    (p) => `status_id = ANY(${p}::int[])`,
    (p) => `archived = ${p}::boolean`,
    (p) => `contact_id = ${p}::int`,
  ],
  select: `r.id, r.company_id AS "companyId", r.name, r.contact_id AS "contactId", r.status_id AS "statusId",
    r.owner_id AS "ownerId", r.budget, r.project_type AS "projectType", r.project_type_name AS "projectTypeName",
    r.archived, r.notes, r.created_at AS "createdAt", r.updated_at AS "updatedAt",
    s.id AS "sId", s.name AS "sName", c.id AS "cId", c.name AS "cName",
    ${addressesJsonSql("project", "r.id")} AS addresses,
    ${entriesJsonSql("Project", "$1", "r.id")} AS entries`,
  joins: `LEFT JOIN sandbox.project_statuses s ON s.id = r.status_id LEFT JOIN sandbox.contacts c ON c.id = r.contact_id`,
};

type PageRow = Stamped<Row> & {
  sId: number | null;
  sName: string;
  cId: number | null;
  cName: string;
  addresses: AddressSql[] | null;
  entries: EntrySql[] | null;
};

export async function listProjectPage(
  companyId: number,
  filter: ProjectFilter,
  paging: { limit: number; offset: number },
): Promise<{ data: Project[]; total: number }> {
  const { statusId, archived, contactId } = filter;
  const [oneStatus, statuses] = statusId?.length === 1 ? [statusId[0], undefined] : [undefined, statusId];
  const { rows, total } = await pageQuery<PageRow>(
    projectListSpec,
    companyId,
    [oneStatus, statuses, archived, contactId],
    paging,
  );
  // The row itself goes in (toProject picks its fields): no copy of it per project.
  const data = rows.map((r) =>
    toProject(r, {
      addresses: r.addresses?.map(addressFromSql) ?? [],
      status: r.sId === null ? null : { id: r.sId, name: r.sName },
      client: r.cId === null ? null : { id: r.cId, name: r.cName },
      customFieldEntries: r.entries?.map((e) => entryFromSql("Project", r.id, e)) ?? [],
    }),
  );
  return { data, total };
}
