// The console's project list filters as its API route takes them: a domain type, so the browser fetch layer
// (./queries.ts), the server loaders and the URL-state helpers all import it from here.
export type ProjectFilters = {
  limit: number;
  offset: number;
  statusId?: number[];
  archived?: boolean;
  contactId?: number;
};
