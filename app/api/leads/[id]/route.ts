import { recordRoutes } from "@/lib/api/record-routes";

// GET /api/leads/[id] — one lead; PATCH — update it; DELETE — delete it (lib/api/record-routes.ts)
const routes = recordRoutes("lead");
export const GET = routes.get;
export const PATCH = routes.update;
export const DELETE = routes.remove;
