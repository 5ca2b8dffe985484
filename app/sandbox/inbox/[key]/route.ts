import { sandboxRoute } from "@/lib/sandbox/http/guard";
import { receive } from "@/lib/sandbox/workbench/receive";
import { failed } from "@/lib/sandbox/workbench/route";

type Ctx = { params: Promise<{ key: string }> };

// ANY /sandbox/inbox/{key} — a workbench inbox's receiving URL (no token: the key is the secret)
const handle = (req: Request, ctx: Ctx) =>
  sandboxRoute(async (r) => receive(r, (await ctx.params).key))(req).catch(failed(req));

export const dynamic = "force-dynamic";
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
