import { dispatch } from "@/lib/sandbox/http/dispatch";
import { sandboxRoute } from "@/lib/sandbox/http/guard";

// /sandbox/api/v1/* — the sandbox's Partner API; routing follows the contract's operation table.
const handle = sandboxRoute((req) =>
  dispatch(req, new URL(req.url).pathname.replace(/^\/sandbox\/api/, "") || "/"),
);

export const dynamic = "force-dynamic";
export {
  handle as GET,
  handle as POST,
  handle as PATCH,
  handle as DELETE,
  handle as PUT,
  handle as HEAD,
  handle as OPTIONS,
};
