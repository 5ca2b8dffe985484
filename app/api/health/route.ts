import { getPool } from "@/lib/db";

// GET /api/health — liveness plus a database round trip; the launcher and tests wait on it.
export async function GET() {
  try {
    await getPool().query("SELECT 1");
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json(
      { status: "unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

export const dynamic = "force-dynamic";
