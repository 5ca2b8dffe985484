import "server-only";
import type { ListEnvelope } from "./contract";
import type { RecordIssue } from "./contract/reader";

export const PAGE_SIZE_MAX = 300;

// Walks `offset` until offset + data.length >= total or a page comes back empty (the spec's paging rule),
// de-duplicating on id because items can shift between pages while data changes.
export async function* pageAll<T extends { id: number | string }>(
  fetchPage: (offset: number, limit: number) => Promise<ListEnvelope<T>>,
  opts: { pageSize?: number; onPage?: (seen: number, total: number) => void; signal?: AbortSignal } = {},
): AsyncGenerator<T[], void, undefined> {
  const limit = opts.pageSize ?? PAGE_SIZE_MAX;
  const seen = new Set<number | string>();
  let offset = 0;
  for (;;) {
    opts.signal?.throwIfAborted();
    const page = await fetchPage(offset, limit);
    const fresh = page.data.filter((item) => !seen.has(item.id));
    fresh.forEach((item) => seen.add(item.id));
    opts.onPage?.(seen.size, page.total);
    if (fresh.length) yield fresh;
    if (page.data.length === 0 || offset + page.data.length >= page.total) return;
    offset += page.data.length;
  }
}

// Every page's records plus the ones the console could not read (their index counted across pages), so a
// whole-collection view can mark them as a single page does.
export async function collectAllRead<T extends { id: number | string }>(
  fetchPage: (offset: number, limit: number) => Promise<ListEnvelope<T> & { unreadable?: RecordIssue[] }>,
  opts?: Parameters<typeof pageAll>[1],
): Promise<{ data: T[]; unreadable?: RecordIssue[] }> {
  const unreadable: RecordIssue[] = [];
  const data = await collectAll(async (offset, limit) => {
    const page = await fetchPage(offset, limit);
    for (const issue of page.unreadable ?? []) unreadable.push({ ...issue, index: issue.index + offset });
    return page;
  }, opts);
  return unreadable.length ? { data, unreadable } : { data };
}

export async function collectAll<T extends { id: number | string }>(
  fetchPage: (offset: number, limit: number) => Promise<ListEnvelope<T>>,
  opts?: Parameters<typeof pageAll>[1],
): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pageAll(fetchPage, opts)) all.push(...page);
  return all;
}
