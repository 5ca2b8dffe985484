import type { Lead } from "@/lib/partner-api/contract/reader";

// A lead need not have a name (the API requires none); it is then called by its id, as a converted project is.
export const leadName = (lead: Pick<Lead, "id" | "name">) => lead.name ?? `Lead ${lead.id}`;
