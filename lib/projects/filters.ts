import { parseCustomFieldUrl, setCustomFieldUrl } from "@/lib/custom-fields/url-state";
import { idFromText } from "@/lib/partner-api/contract/reader/outcomes";
import type { ProjectFilters } from "@/lib/projects/types";
import { INDEX_SORTS, type IndexOrder, type IndexSort } from "@/lib/index-order";

export const PAGE_SIZES = [20, 50, 100, 300] as const;
export type ArchivedFilter = "all" | "active" | "archived";
type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const get = (p: Params, k: string) =>
  p instanceof URLSearchParams ? (p.get(k) ?? undefined) : [p[k]].flat()[0];
const positiveInt = idFromText;

// The projects list keeps its filters in the URL (?status=1,2&archived=active&contact=39&page=2&size=50), so a
// reload or a shared link shows the same list. Anything unparseable falls back to the default.
export function parseProjectFilters(p: Params) {
  const size = positiveInt(get(p, "size"));
  const pageSize = PAGE_SIZES.includes(size as (typeof PAGE_SIZES)[number]) ? size! : 20;
  const page = positiveInt(get(p, "page")) ?? 1;
  const statusIds = (get(p, "status") ?? "")
    .split(",")
    .map((s) => positiveInt(s))
    .filter((n): n is number => n !== undefined);
  const archivedRaw = get(p, "archived");
  const archived: ArchivedFilter =
    archivedRaw === "active" || archivedRaw === "archived" ? archivedRaw : "all";
  const contactId = positiveInt(get(p, "contact"));
  // An order across every page (?sort=name&order=desc) comes from the record index.
  const sortRaw = get(p, "sort");
  const sort = INDEX_SORTS.find((s) => s === sortRaw) as IndexSort | undefined;
  const order: IndexOrder = get(p, "order") === "desc" ? "desc" : "asc";
  // Every project matching a text (name, client, id, custom field value): the record index's search (?q=).
  const q = (get(p, "q") ?? "").trim().slice(0, 100);
  // Custom-field columns shown (?cf=) and one custom-field filter (?cfv=).
  const { cf, cfv } = parseCustomFieldUrl(get(p, "cf"), get(p, "cfv"));
  return { page, pageSize, statusIds, archived, contactId, sort, order, q, cf, cfv };
}
export type ProjectListState = ReturnType<typeof parseProjectFilters>;

export function toApiFilters(s: ProjectListState): ProjectFilters {
  return {
    limit: s.pageSize,
    offset: (s.page - 1) * s.pageSize,
    ...(s.statusIds.length ? { statusId: s.statusIds } : {}),
    ...(s.archived !== "all" ? { archived: s.archived === "archived" } : {}),
    ...(s.contactId ? { contactId: s.contactId } : {}),
  };
}

export function toSearchParams(s: ProjectListState): string {
  const qs = new URLSearchParams();
  if (s.statusIds.length) qs.set("status", s.statusIds.join(","));
  if (s.archived !== "all") qs.set("archived", s.archived);
  if (s.contactId) qs.set("contact", String(s.contactId));
  if (s.q) qs.set("q", s.q);
  setCustomFieldUrl(qs, s);
  if (s.sort) qs.set("sort", s.sort);
  if (s.sort && s.order === "desc") qs.set("order", "desc");
  if (s.page > 1) qs.set("page", String(s.page));
  if (s.pageSize !== 20) qs.set("size", String(s.pageSize));
  const out = qs.toString();
  return out ? `?${out}` : "";
}
