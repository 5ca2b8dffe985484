import { sandboxConfig } from "@/lib/sandbox/core/config";
import { sandboxRoute } from "@/lib/sandbox/http/guard";
import { TOKEN_PATH } from "@/lib/sandbox/openapi/build";
import { docsCsp, docsHtml } from "@/lib/sandbox/openapi/docs-page";
import { swaggerUiVersion } from "@/lib/sandbox/openapi/swagger-assets";
import { defaultClients } from "@/lib/sandbox/oauth/clients";

// GET /sandbox/docs — the browsable API reference (Swagger UI served by this app, no CDN; relative URLs only).
export const GET = sandboxRoute(async () => {
  const config = sandboxConfig();
  // Prefill "Authorize" with the public seeded client only; clients from SANDBOX_CLIENTS may be private.
  const seeded = config.clientsJson ? undefined : defaultClients[0];
  const html = docsHtml({
    specUrl: "/sandbox/openapi.json",
    assetVersion: swaggerUiVersion(),
    tokenPath: TOKEN_PATH,
    audience: config.audience,
    client: seeded && { clientId: seeded.clientId, clientSecret: seeded.clientSecret },
  });
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": docsCsp(),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-cache",
    },
  });
});
export const dynamic = "force-dynamic";
