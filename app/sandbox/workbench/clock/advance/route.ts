import { advanceClock } from "@/lib/sandbox/workbench/clock";
import { workbenchRoute } from "@/lib/sandbox/workbench/route";

// POST /sandbox/workbench/clock/advance — { seconds }: waiting deliveries come due that much sooner
export const POST = workbenchRoute(advanceClock);
export const dynamic = "force-dynamic";
