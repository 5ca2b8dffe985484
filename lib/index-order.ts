// The orders the record index gives across every page of projects and leads (GET /api/index/projects|leads
// ?sort=&order=): a domain type, so URL-state helpers, the fetch layer and the tables share it.
export type IndexSort = "name" | "updatedAt" | "budget" | "status";
export type IndexOrder = "asc" | "desc";
export const INDEX_SORTS: readonly IndexSort[] = ["name", "updatedAt", "budget", "status"];
