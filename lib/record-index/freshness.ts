// How fresh the index is, as the UI says it ("index complete as of 10:42", "indexing: 12,400 of 100,000").
// Pure, so the rule "never complete when it is not" is tested on its own.
export type Freshness = {
  state: "complete" | "indexing" | "empty" | "off";
  indexed: number;
  total: number | null;
  completeAsOf: string | null;
};

export type StateRow = {
  indexed: number;
  total: number | null;
  completeAsOf: Date | null;
  passStartedAt: Date | null;
};

// complete: a full pass finished since the last rebuild (completeAsOf is its start). indexing: a first pass is
// under way, or rows came by write-through only.
export function freshnessOf(row: StateRow | undefined, enabled: boolean): Freshness {
  if (!enabled) return { state: "off", indexed: 0, total: null, completeAsOf: null };
  if (!row) return { state: "empty", indexed: 0, total: null, completeAsOf: null };
  const state = row.completeAsOf ? "complete" : row.passStartedAt || row.indexed > 0 ? "indexing" : "empty";
  return {
    state,
    indexed: row.indexed,
    total: row.total,
    completeAsOf: row.completeAsOf?.toISOString() ?? null,
  };
}

// Clients are seen in projects and leads: complete only when both are, as of the older of the two.
export function clientFreshness(projects: Freshness, leads: Freshness, clients: number): Freshness {
  if (projects.state === "off") return projects;
  const both = projects.state === "complete" && leads.state === "complete";
  const asOf = [projects.completeAsOf, leads.completeAsOf].filter((s): s is string => s !== null).sort()[0];
  return {
    state: both
      ? "complete"
      : clients > 0 || projects.state === "indexing" || leads.state === "indexing"
        ? "indexing"
        : "empty",
    indexed: clients,
    total: both ? clients : null,
    completeAsOf: both ? (asOf ?? null) : null,
  };
}
