import "server-only";
import type { Claimed } from "./claim";
import type { AttemptResult } from "./classify";
import { attemptBody } from "./payload";
import { requestHeaders } from "./request-headers";
import { send } from "./send";

export type AttemptTarget = Pick<Claimed, "id" | "attemptNumber" | "payload" | "url" | "secret" | "headers">;

// One signed POST of a delivery to its subscription's URL: the stored body with this attempt's delivery_id and
// attempt_number, signed with a timestamp of now.
export function attempt(
  target: AttemptTarget,
  opts: { timeoutMs: number; signal: AbortSignal },
): Promise<AttemptResult> {
  const body = attemptBody(target.payload, target.id, target.attemptNumber);
  const headers = requestHeaders({ custom: target.headers, secret: target.secret, body, now: Date.now() });
  return send({ url: target.url, headers, body, timeoutMs: opts.timeoutMs, signal: opts.signal });
}
