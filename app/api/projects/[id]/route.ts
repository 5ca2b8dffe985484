import { recordRoutes } from "@/lib/api/record-routes";

// GET /api/projects/[id] — one project; PATCH — update it; DELETE — delete it (lib/api/record-routes.ts)
const routes = recordRoutes("project");
export const GET = routes.get;
export const PATCH = routes.update;
export const DELETE = routes.remove;
