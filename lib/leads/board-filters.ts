import {
  parseCustomFieldUrl,
  setCustomFieldUrl,
  type CustomFieldUrlState,
} from "@/lib/custom-fields/url-state";
import { INDEX_SORTS, type IndexOrder, type IndexSort } from "@/lib/index-order";
import { idFromText } from "@/lib/partner-api/contract/reader/outcomes";
type Params = Record<string, string | string[] | undefined> | URLSearchParams;
const get = (p: Params, k: string) =>
  p instanceof URLSearchParams ? (p.get(k) ?? undefined) : [p[k]].flat()[0];
const positiveInt = idFromText;

export type LeadView = "board" | "table";
export type BoardState = {
  view: LeadView;
  contactId?: number;
  q: string;
  retired: boolean;
  phaseId?: number;
  page: number;
  pageSize: number;
  // The table view's order across every page, from the record index.
  sort?: IndexSort;
  order: IndexOrder;
} & CustomFieldUrlState; // the table view's custom-field columns and filter (?cf=, ?cfv=)

// /leads keeps its view and filters in the URL:
// ?view=table&contact=39&q=deck&retired=1&phase=2&page=3&size=50&sort=name&order=desc&cf=12&cfv=12:Ref-7.
export function parseBoardState(p: Params): BoardState {
  const size = positiveInt(get(p, "size"));
  return {
    view: get(p, "view") === "table" ? "table" : "board",
    contactId: positiveInt(get(p, "contact")),
    q: (get(p, "q") ?? "").slice(0, 200),
    retired: get(p, "retired") === "1",
    phaseId: positiveInt(get(p, "phase")),
    page: positiveInt(get(p, "page")) ?? 1,
    pageSize: size && [20, 50, 100, 300].includes(size) ? size : 20,
    sort: INDEX_SORTS.find((s) => s === get(p, "sort")),
    order: get(p, "order") === "desc" ? "desc" : "asc",
    ...parseCustomFieldUrl(get(p, "cf"), get(p, "cfv")),
  };
}

export function boardSearch(s: BoardState): string {
  const qs = new URLSearchParams();
  if (s.view === "table") qs.set("view", "table");
  if (s.contactId) qs.set("contact", String(s.contactId));
  if (s.q) qs.set("q", s.q);
  if (s.retired) qs.set("retired", "1");
  if (s.view === "table" && s.phaseId) qs.set("phase", String(s.phaseId));
  if (s.view === "table" && s.page > 1) qs.set("page", String(s.page));
  if (s.view === "table" && s.pageSize !== 20) qs.set("size", String(s.pageSize));
  if (s.view === "table" && s.sort) qs.set("sort", s.sort);
  if (s.view === "table" && s.sort && s.order === "desc") qs.set("order", "desc");
  if (s.view === "table") setCustomFieldUrl(qs, s);
  const out = qs.toString();
  return out ? `?${out}` : "";
}

// What a card must match to be shown: retired leads only when asked, and the text search on its visible words.
export function cardMatches(
  lead: {
    name: string | null;
    description: string | null;
    client: { name: string } | null;
    status: { value: string };
    id: number;
  },
  s: Pick<BoardState, "q" | "retired">,
): boolean {
  if (!s.retired && lead.status.value === "Retired") return false;
  if (!s.q) return true;
  const needle = s.q.toLowerCase();
  return [lead.name, lead.client?.name, lead.description, String(lead.id)].some((v) =>
    v?.toLowerCase().includes(needle),
  );
}
