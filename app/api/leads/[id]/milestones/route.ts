import { scheduleRoutes } from "@/lib/schedule/routes";

// GET /api/leads/[id]/milestones — the lead's whole schedule; POST — add a milestone to it
const routes = scheduleRoutes("inquiry");
export const GET = routes.GET;
export const POST = routes.POST;
