import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { fetchLastOutcome } from "@/lib/webhooks/server/last-outcome";

// GET /api/webhooks/[id]/last-outcome — the receiver's last answer: the newest finished attempt, its cause when it
// failed (HTTP status and body snippet, timeout, refused connection, TLS); { available: false } from an API
// without the delivery extension
export const GET = consoleHandler(
  { permission: "subscriptions:operate", params: idParams },
  async ({ api, params }) => fetchLastOutcome(api, params.id),
);
