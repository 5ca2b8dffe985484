import type { Freshness } from "@/lib/record-index/queries";

const count = (n: number) => n.toLocaleString("en-US");
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

// How fresh the index is, in words a table or a result list can show. Never "complete" unless the index says
// so: while it fills, the figures say how much of the whole it holds.
export function freshnessText(f: Freshness, time: (iso: string) => string = clock): string {
  switch (f.state) {
    case "complete":
      return f.completeAsOf ? `index complete as of ${time(f.completeAsOf)}` : "index complete";
    case "indexing":
      return f.total != null
        ? `indexing: ${count(f.indexed)} of ${count(f.total)}`
        : `indexing: ${count(f.indexed)} so far`;
    case "empty":
      return "the record index is empty (it is being built)";
    case "off":
      return "the record index is off";
  }
}

// Whether an order or a search may come from the index at all (an empty or switched-off index has nothing).
export const indexUsable = (f: Freshness | undefined): boolean =>
  f?.state === "complete" || f?.state === "indexing";

// One freshness for results of several kinds (a search of projects and leads): complete only when each is, as
// of the oldest; off or empty when one is (its records are missing); else indexing, with the counts summed.
export function combineFreshness(list: Freshness[]): Freshness | undefined {
  if (list.length <= 1) return list[0];
  const worst = list.find((f) => f.state === "off") ?? list.find((f) => f.state === "empty");
  if (worst) return worst;
  const indexed = list.reduce((n, f) => n + f.indexed, 0);
  if (list.every((f) => f.state === "complete")) {
    const asOf =
      list
        .map((f) => f.completeAsOf)
        .filter((s): s is string => s !== null)
        .sort()[0] ?? null;
    return { state: "complete", indexed, total: indexed, completeAsOf: asOf };
  }
  const totals = list.map((f) => f.total);
  const total = totals.every((t): t is number => t !== null) ? totals.reduce((n, t) => n + t, 0) : null;
  return { state: "indexing", indexed, total, completeAsOf: null };
}
