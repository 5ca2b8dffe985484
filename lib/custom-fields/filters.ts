import { entityTypes, type EntityType } from "@/lib/partner-api/contract/values";

export const PAGE_SIZES = [20, 50, 100] as const;
type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const get = (p: Params, k: string) =>
  p instanceof URLSearchParams ? (p.get(k) ?? undefined) : [p[k]].flat()[0];
const positiveInt = (v: string | undefined) => (v && /^[1-9][0-9]{0,5}$/.test(v) ? Number(v) : undefined);

// The definitions list keeps its state in the URL (?type=Lead&q=source&page=2&size=50); anything unparseable
// falls back to the default.
export function parseDefinitionFilters(p: Params) {
  const size = positiveInt(get(p, "size"));
  const pageSize = PAGE_SIZES.includes(size as (typeof PAGE_SIZES)[number]) ? size! : 20;
  const page = positiveInt(get(p, "page")) ?? 1;
  const rawType = get(p, "type");
  const type = entityTypes.includes(rawType as EntityType) ? (rawType as EntityType) : undefined;
  const q = (get(p, "q") ?? "").trim().slice(0, 255);
  return { page, pageSize, type, q };
}
export type DefinitionListState = ReturnType<typeof parseDefinitionFilters>;

export type DefinitionFilters = { limit: number; offset: number; customableType?: EntityType; q?: string };

export function toApiFilters(s: DefinitionListState): DefinitionFilters {
  return {
    limit: s.pageSize,
    offset: (s.page - 1) * s.pageSize,
    ...(s.type ? { customableType: s.type } : {}),
    ...(s.q ? { q: s.q } : {}),
  };
}

export function toSearchParams(s: DefinitionListState): string {
  const qs = new URLSearchParams();
  if (s.type) qs.set("type", s.type);
  if (s.q) qs.set("q", s.q);
  if (s.page > 1) qs.set("page", String(s.page));
  if (s.pageSize !== 20) qs.set("size", String(s.pageSize));
  const out = qs.toString();
  return out ? `?${out}` : "";
}
