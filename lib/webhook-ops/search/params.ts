import { z } from "zod";
import { deliverySearchQuery } from "@/lib/partner-api/contract/deliveries";

// The console's delivery search: the sandbox's query as it stands (the link of a search is its query string).
export const searchQuery = deliverySearchQuery;
export type SearchQuery = z.output<typeof searchQuery>;

export const savedSearchBody = z
  .object({
    name: z.string().trim().min(1, "Name the search.").max(100),
    // A query string as the search page writes it; parsed again whenever it is used.
    query: z.string().max(2000),
  })
  .strict();
