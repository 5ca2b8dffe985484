import { readiness } from "@/lib/lifecycle/readiness";

// GET /api/ready — readiness for a load balancer: 200 when the database answers, the migrations are applied and
// the delivery worker (where it runs) claims; else 503 naming the failing checks. 503 at once when stopping.
export async function GET() {
  const body = await readiness();
  return Response.json(body, {
    status: body.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

export const dynamic = "force-dynamic";
