import { leadsRoute } from "@/lib/record-index/routes";

// GET /api/index/leads?sort=&order=&cursor=&limit=&q=&phaseId=&retired=&contactId= — sorted keyset pages.
export const GET = leadsRoute;
