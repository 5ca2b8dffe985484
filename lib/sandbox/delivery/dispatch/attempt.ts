import "server-only";
import type { TargetPolicy } from "../../core/targets/policy";
import { inboxKeyOf } from "../../model/inbox-url";
import type { AttemptResult } from "../record/classify";
import { attemptBody, type Payload } from "../record/payload";
import { requestHeaders } from "./request-headers";
import { localError, send } from "./send";

// What an attempt needs of a claimed delivery (the queue's Claimed has these fields and more).
export type AttemptTarget = {
  id: string;
  attemptNumber: number;
  payload: Payload;
  url: string;
  secret: string;
  headers: Record<string, string>;
};

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
    // A workbench inbox is this sandbox's own address, reachable under any policy (../../model/inbox-url.ts); its
    // URL is fixed to that origin and path, so the looser policy reaches no other port of the host.
    const targets = inboxKeyOf(target.url) ? "loopback+public" : opts.targets;
    return await send({ url: target.url, headers, body, ...opts, targets });
  } catch (err) {
    return localError(err);
  }
}
