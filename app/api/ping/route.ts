// GET /api/ping — the baseline for benchmarks and a liveness probe that does not touch the database.
export function GET() {
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}

export const dynamic = "force-dynamic";
