import { ApiError, errorResponse } from "@/lib/sandbox/core/errors";
import { sandboxRoute } from "@/lib/sandbox/http/guard";
import { isSwaggerAsset, readSwaggerAsset, swaggerAssetType } from "@/lib/sandbox/openapi/swagger-assets";

// GET /sandbox/docs/assets/<file> — allow-listed swagger-ui-dist files. URLs carry the package version
// (`?v=`), so they may be cached for a year.
export const GET = sandboxRoute(async (req) => {
  const name = new URL(req.url).pathname.split("/").pop() ?? ""; // allow-listed names need no decoding
  if (!isSwaggerAsset(name)) return errorResponse(new ApiError("not_found", "no such asset"));
  const body = await readSwaggerAsset(name);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": swaggerAssetType(name),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
export const dynamic = "force-dynamic";
