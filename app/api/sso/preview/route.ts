import { consoleHandler } from "@/lib/api/handler";
import { previewMapping } from "@/lib/auth/sso/preview";
import { previewBody } from "@/lib/auth/sso/schemas";

// POST /api/sso/preview — the role a pasted claim set maps to, and why (changes nothing, so not audited)
export const POST = consoleHandler({ permission: "sso:manage", body: previewBody }, async ({ body }) =>
  previewMapping(body.claims),
);
