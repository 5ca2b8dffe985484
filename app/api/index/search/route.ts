import { searchRoute } from "@/lib/record-index/routes";

// GET /api/index/search?q=&kinds=project,lead,client&limit= — type-ahead across every indexed record.
export const GET = searchRoute;
