import { statusRoute } from "@/lib/record-index/routes";

// GET /api/index/status — how fresh the index is, per kind.
export const GET = statusRoute;
