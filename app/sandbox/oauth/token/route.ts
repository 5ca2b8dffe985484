import { sandboxRoute } from "@/lib/sandbox/http/guard";
import { tokenEndpoint } from "@/lib/sandbox/oauth/token-endpoint";

// POST /sandbox/oauth/token — OAuth 2.0 client credentials grant.
export const POST = sandboxRoute(tokenEndpoint);
export const dynamic = "force-dynamic";
