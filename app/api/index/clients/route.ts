import { clientsRoute } from "@/lib/record-index/routes";

// GET /api/index/clients?q=&limit= — clients by name, for pickers.
export const GET = clientsRoute;
