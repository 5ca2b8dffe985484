import { scheduleRoutes } from "@/lib/schedule/routes";

// GET /api/projects/[id]/milestones — the project's whole schedule; POST — add a milestone to it
const routes = scheduleRoutes("project");
export const GET = routes.GET;
export const POST = routes.POST;
