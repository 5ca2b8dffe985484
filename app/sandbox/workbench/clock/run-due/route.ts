import { runDue } from "@/lib/sandbox/workbench/clock";
import { workbenchRoute } from "@/lib/sandbox/workbench/route";

// POST /sandbox/workbench/clock/run-due — every waiting retry of the company runs now
export const POST = workbenchRoute(runDue);
export const dynamic = "force-dynamic";
