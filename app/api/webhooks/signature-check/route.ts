import { consoleHandler } from "@/lib/api/handler";
import { signatureCheckBody } from "@/lib/webhooks/server/schemas";
import { checkSignature } from "@/lib/webhooks/server/signature";

// POST /api/webhooks/signature-check — does a pasted delivery verify with a secret? Computed here and
// forgotten: no audit record, no log line, nothing of the input in any answer.
export const POST = consoleHandler(
  { permission: "subscriptions:read", body: signatureCheckBody },
  async ({ body }) => checkSignature(body),
);
