import { sandboxRoute } from "@/lib/sandbox/http/guard";
import { buildOpenApiDocument } from "@/lib/sandbox/openapi/build";

// GET /sandbox/openapi.json — the OpenAPI 3.1 document, generated from the contract. It depends only on the
// contract and the process's configuration, so one build per process is enough.
let document: string | undefined;

export const GET = sandboxRoute(async () => {
  document ??= JSON.stringify(buildOpenApiDocument());
  return new Response(document, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" },
  });
});
export const dynamic = "force-dynamic";
