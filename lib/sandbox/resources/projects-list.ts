import "server-only";
import type { Project } from "@/lib/partner-api/contract";
import { addressFromSql, addressesJsonSql, type AddressSql } from "../model/addresses";
import { entriesJsonSql, entryFromSql, type EntrySql } from "../model/custom-field-entries-view";
import { pageQuery, pageStatements, withDates, type Stamped } from "./page-query";
import { toProject, type Row } from "../model/projects-view";

export type ProjectFilter = { statusId?: number[]; archived?: boolean; contactId?: number };

// A page of projects with everything their wire shape names (status, client, addresses, custom values) and the
// total, in one statement (viewProjects needs five for the same page). $1 company, $2 status ids, $3 archived,
// $4 contact: an absent filter is NULL and matches every row, so one prepared statement serves every combination.
const statements = pageStatements(
  "sandbox.projects",
  `company_id = $1 AND ($2::int[] IS NULL OR status_id = ANY($2::int[]))
    AND ($3::boolean IS NULL OR archived = $3) AND ($4::int IS NULL OR contact_id = $4)`,
  4,
  `r.id, r.company_id AS "companyId", r.name, r.contact_id AS "contactId", r.status_id AS "statusId",
    r.owner_id AS "ownerId", r.budget, r.project_type AS "projectType", r.project_type_name AS "projectTypeName",
    r.archived, r.notes, r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.total,
    s.id AS "sId", s.name AS "sName", c.id AS "cId", c.name AS "cName",
    ${addressesJsonSql("project", "r.id")} AS addresses,
    ${entriesJsonSql("Project", "$1", "r.id")} AS entries`,
  `LEFT JOIN sandbox.project_statuses s ON s.id = r.status_id LEFT JOIN sandbox.contacts c ON c.id = r.contact_id`,
);

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
  const { rows, total } = await pageQuery<PageRow>("sandbox-projects-page", statements, [
    companyId,
    statusId ?? null,
    archived ?? null,
    contactId ?? null,
    paging.limit,
    paging.offset,
  ]);
  const data = rows.map(({ sId, sName, cId, cName, addresses, entries, ...r }) =>
    toProject(withDates(r), {
      addresses: addresses?.map(addressFromSql) ?? [],
      status: sId === null ? null : { id: sId, name: sName },
      client: cId === null ? null : { id: cId, name: cName },
      customFieldEntries: entries?.map((e) => entryFromSql("Project", r.id, e)) ?? [],
    }),
  );
  return { data, total };
}
