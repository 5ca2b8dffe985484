import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { findOwners, ownersOf } from "@/lib/owners/directory";

const query = z.object({ q: z.string().trim().max(100, "q must be at most 100 characters").optional() });

// GET /api/owners?q= — owners by name for the project form's picker (the console's owner directory).
export const GET = consoleHandler({ permission: "records:read", query }, async ({ user, query }) => ({
  data: findOwners(ownersOf(user.environment), query.q).map((o) => ({ ...o, detail: `user #${o.id}` })),
}));
