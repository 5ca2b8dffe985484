import { ownSubscriptionRoute } from "@/lib/record-index/routes";

// GET /api/index/subscription — the console's own webhook subscription (the index's live updates) and its health.
export const GET = ownSubscriptionRoute;
