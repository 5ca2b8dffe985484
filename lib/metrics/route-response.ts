import { metricsAccess } from "./access";
import { METRICS_CONTENT_TYPE, metricsEnabled, scrape } from "./registry";

// GET /metrics: the process's metrics in Prometheus's text format, for loopback callers or with the token.
export async function metricsResponse(req: Request): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  if (!metricsEnabled())
    return Response.json(
      { error: { code: "not_found", message: "Metrics are off (METRICS=off)." } },
      { status: 404, headers },
    );
  const access = metricsAccess(req.headers);
  if (!access.ok)
    return Response.json(
      { error: { code: access.code, message: access.message } },
      {
        status: access.status,
        headers:
          access.status === 401 ? { ...headers, "WWW-Authenticate": 'Bearer realm="metrics"' } : headers,
      },
    );
  return new Response(await scrape(), { headers: { ...headers, "Content-Type": METRICS_CONTENT_TYPE } });
}
