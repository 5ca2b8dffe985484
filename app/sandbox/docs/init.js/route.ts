import { sandboxRoute } from "@/lib/sandbox/http/guard";
import { swaggerInitScript } from "@/lib/sandbox/openapi/swagger-init";

// GET /sandbox/docs/init.js — starts Swagger UI (a file, not an inline script, so the CSP can stay 'self').
export const GET = sandboxRoute(
  async () =>
    new Response(swaggerInitScript, {
      headers: {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "no-cache",
        "X-Content-Type-Options": "nosniff",
      },
    }),
);
export const dynamic = "force-dynamic";
