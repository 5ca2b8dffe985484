import { getClock } from "@/lib/sandbox/workbench/clock";
import { workbenchRoute } from "@/lib/sandbox/workbench/route";

// GET /sandbox/workbench/clock — { now, realNow, offsetS } of the company's delivery engine
export const GET = workbenchRoute(getClock);
export const dynamic = "force-dynamic";
