import { recordRoutes } from "@/lib/api/record-routes";

// GET /api/leads — one page of leads; POST — create a lead (lib/api/record-routes.ts)
const routes = recordRoutes("lead");
export const GET = routes.list;
export const POST = routes.create;
