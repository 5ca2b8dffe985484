import "server-only";
import { indexKey, pageIndex } from "@/lib/record-index";
import { decodeCursor } from "@/lib/record-index/cursor";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { leadFields, projectFields } from "./actions";
import { addCollected, allItemsIn, type JobRow, type NewItem } from "./store";
import type { LeadFilter, ProjectFilter } from "./types";

// "All N matching" is collected a page at a time into the job's items (never held whole): from the API when
// the filters are the API's, from the record index when a text search (?q=) is part of them. Where the next
// page starts is stored with each page, so a restart resumes collecting where it was.
const PAGE = 300;
// The first page is smaller, so the job's view shows records found within a second even at 100k records on a
// busy machine; one call more in all.
const FIRST_PAGE = 50;

type Stored =
  { filters: ProjectFilter | LeadFilter } | { ids: number[] } | { from: number; kind: "retry" | "undo" };

// Collects one more page of the job's records; the job's state turns to "running" with its last page. `paced`
// runs the page's call within the job's share of the rate limit: only a page read from the API costs a call (the
// index and a parent job's items do not, so a retry or an undo lists its records at once, even while the window is
// used up).
export async function collectPage(
  job: JobRow,
  api: PartnerApiClient,
  env: PartnerEnvironment,
  paced: <T>(call: () => Promise<T>) => Promise<T>,
): Promise<void> {
  const sel = job.selection as Stored;
  if ("from" in sel) return copyFrom(job, sel);
  if (!("filters" in sel)) return addCollected(job.id, [], null, job.collected);
  if (sel.filters.q || ("custom" in sel.filters && sel.filters.custom))
    return fromIndex(job, sel.filters, env);
  const offset = Number(job.collectCursor ?? 0);
  const limit = offset === 0 ? FIRST_PAGE : PAGE;
  const page = await paced(() =>
    job.entity === "project"
      ? projectsPage(api, sel.filters as ProjectFilter, offset, limit)
      : leadsPage(api, sel.filters as LeadFilter, offset, limit),
  );
  const end = page.seen === 0 || offset + page.seen >= page.total;
  await addCollected(job.id, page.items, end ? null : String(offset + page.seen), page.total);
}

async function projectsPage(api: PartnerApiClient, f: ProjectFilter, offset: number, limit: number) {
  const query = {
    offset,
    limit,
    ...(f.statusIds?.length ? { statusId: f.statusIds } : {}),
    ...(f.archived !== undefined ? { archived: f.archived } : {}),
    ...(f.contactId ? { contactId: f.contactId } : {}),
  };
  const answer = (await api.call("listProjects", { query, observe: false })).data;
  const items: NewItem[] = answer.data.map((p) => ({ id: p.id, name: p.name, before: projectFields(p) }));
  return { items, seen: answer.data.length, total: answer.total };
}

async function leadsPage(api: PartnerApiClient, f: LeadFilter, offset: number, limit: number) {
  const query = { offset, limit, contactId: f.contactId, phaseId: f.phaseId };
  const answer = (await api.call("listLeads", { query, observe: false })).data;
  const items: NewItem[] = answer.data
    .filter((l) => f.retired !== false || l.status.value !== "Retired")
    .map((l) => ({ id: l.id, name: l.name, before: leadFields(l) }));
  return { items, seen: answer.data.length, total: answer.total };
}

// The index's rows may be behind the API: their fields are not kept as "before" (the runner reads the record).
async function fromIndex(job: JobRow, f: ProjectFilter & LeadFilter, env: PartnerEnvironment) {
  const cursor = job.collectCursor ? decodeCursor(job.collectCursor, "name", "asc") : null;
  const lead = job.entity === "lead";
  const page = await pageIndex(indexKey(env), job.entity, {
    sort: "name",
    order: "asc",
    cursor,
    limit: cursor ? PAGE : FIRST_PAGE,
    q: f.q,
    statusIds: lead ? (f.phaseId ? [f.phaseId] : undefined) : f.statusIds,
    archived: lead ? (f.retired ? undefined : false) : f.archived,
    clientId: f.contactId,
    custom: f.custom,
  });
  await addCollected(
    job.id,
    page.data.map((r) => ({ id: r.id, name: r.name })),
    page.nextCursor,
    page.total,
  );
}

// A retry takes the parent's failures and the records its cancel left undone, an undo its records that changed
// (their fields come from the parent).
async function copyFrom(job: JobRow, sel: { from: number; kind: "retry" | "undo" }) {
  const states = sel.kind === "retry" ? (["failed", "cancelled"] as const) : (["ok"] as const);
  let total = 0;
  for await (const page of allItemsIn(sel.from, [...states])) {
    total += page.length;
    await addCollected(
      job.id,
      page.map((it) => ({ id: it.recordId, name: it.name, before: sel.kind === "retry" ? it.before : null })),
      "copying",
      total,
    );
  }
  await addCollected(job.id, [], null, total);
}
