import { sandboxRoute } from "@/lib/sandbox/http/guard";
import { tokenEndpoint, tokenMethodNotAllowed } from "@/lib/sandbox/oauth/token-endpoint";

// POST /sandbox/oauth/token — OAuth 2.0 client credentials grant; every other method is a 405 in RFC 6749 form.
export const POST = sandboxRoute(tokenEndpoint);
const refuse = sandboxRoute(tokenMethodNotAllowed);
export const dynamic = "force-dynamic";
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE };
