import { reset, resetInfo } from "@/lib/sandbox/workbench/reset";
import { workbenchRoute } from "@/lib/sandbox/workbench/route";

// GET /sandbox/workbench/reset — the company and the confirmation each scope needs
export const GET = workbenchRoute(resetInfo);
// POST /sandbox/workbench/reset — { scope: "company" | "all", confirm }: back to the seed
export const POST = workbenchRoute(reset);
export const dynamic = "force-dynamic";
