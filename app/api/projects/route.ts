import { recordRoutes } from "@/lib/api/record-routes";

// GET /api/projects — one page of projects; POST — create a project (lib/api/record-routes.ts)
const routes = recordRoutes("project");
export const GET = routes.list;
export const POST = routes.create;
