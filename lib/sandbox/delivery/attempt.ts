import "server-only";
import type { TargetPolicy } from "../core/targets/policy";
import type { Claimed } from "./claim";
import type { AttemptResult } from "./classify";
import { attemptBody } from "./payload";
import { requestHeaders } from "./request-headers";
import { localError, send } from "./send";

export type AttemptTarget = Pick<Claimed, "id" | "attemptNumber" | "payload" | "url" | "secret" | "headers">;

// One signed POST of a delivery to its subscription's URL: the stored body with this attempt's delivery_id and
// attempt_number, signed with a timestamp of now. Never throws: whatever goes wrong is the attempt's result, so
// it is counted like any failed attempt (a delivery that threw would be taken over as interrupted, for ever).
export async function attempt(
  target: AttemptTarget,
  opts: { timeoutMs: number; signal: AbortSignal; targets: TargetPolicy },
): Promise<AttemptResult> {
  try {
    const body = attemptBody(target.payload, target.id, target.attemptNumber);
    const headers = requestHeaders({ custom: target.headers, secret: target.secret, body, now: Date.now() });
    return await send({ url: target.url, headers, body, ...opts });
  } catch (err) {
    return localError(err);
  }
}
