import "server-only";
import { eq, sql } from "drizzle-orm";
import { BodyTooLargeError, readBody } from "@/lib/http/read-body";
import { INBOX_BODY_LIMIT, INBOX_REQUESTS_KEPT } from "@/lib/partner-api/contract/workbench";
import { schema, sdb } from "../core/db";
import { ApiError, errorResponse } from "../core/errors";
import { recordedHeaders } from "./recorded-headers";
import { namedDelivery, verifyInboxRequest } from "./verify";

const t = schema.workbenchInboxes;
const r = schema.workbenchInboxRequests;

// ANY /sandbox/inbox/{key} — an inbox's receiving URL. No token (a webhook sender has none): the key is the
// secret. Each request is kept with its signature check, the oldest beyond INBOX_REQUESTS_KEPT evicted in the
// same transaction, and answered as the inbox's behaviour says: "fail the next N" first (500), else its status
// (with Retry-After), after its delay, which may outlast the engine's timeout.
export async function receive(req: Request, key: string): Promise<Response> {
  const [inbox] = await sdb().select().from(t).where(eq(t.key, key));
  if (!inbox) return errorResponse(new ApiError("not_found", "no inbox has this URL"));

  let body: string | null;
  let size: number;
  try {
    const bytes = await readBody(req, INBOX_BODY_LIMIT);
    body = Buffer.from(bytes)
      .toString("utf8")
      .replace(/\u0000/g, "\uFFFD");
    size = bytes.byteLength;
  } catch (err) {
    if (!(err instanceof BodyTooLargeError)) throw err;
    body = null;
    const declared = Number(req.headers.get("content-length"));
    size = Number.isSafeInteger(declared) && declared > INBOX_BODY_LIMIT ? declared : INBOX_BODY_LIMIT + 1;
  }
  const url = new URL(req.url);
  const text = body; // a const, so the closure below keeps its narrowing

  const kept = await sdb().transaction(async (tx) => {
    // Requests to one inbox in turn: "fail the next N" counts down exactly, and eviction keeps exactly the last.
    const [locked] = await tx.select().from(t).where(eq(t.id, inbox.id)).for("update");
    if (!locked) return undefined; // deleted meanwhile
    const failing = locked.failNext > 0;
    if (failing)
      await tx
        .update(t)
        .set({ failNext: sql`${t.failNext} - 1` })
        .where(eq(t.id, inbox.id));
    const status = text === null ? 413 : failing ? 500 : locked.status;
    const delayMs = text === null ? 0 : locked.delayMs;
    const verification =
      text === null
        ? {
            result: "unsigned" as const,
            reason: "The body was over the inbox's limit: not checked.",
            subscriptionId: null,
          }
        : await verifyInboxRequest(tx, {
            companyId: locked.companyId,
            key: locked.key,
            headers: req.headers,
            body: text,
            nowMs: Date.now(),
          });
    await tx.insert(r).values({
      inboxId: locked.id,
      companyId: locked.companyId,
      method: req.method,
      query: url.search.slice(0, 2048),
      headers: recordedHeaders(req.headers),
      body: text,
      size,
      verification,
      responseStatus: status,
      delayMs,
      deliveryId:
        text !== null && signedBySubscription(verification.result) ? (namedDelivery(text)?.id ?? null) : null,
    });
    await tx.execute(sql`
      DELETE FROM sandbox.workbench_inbox_requests
      WHERE inbox_id = ${locked.id} AND id <= (
        SELECT id FROM sandbox.workbench_inbox_requests WHERE inbox_id = ${locked.id}
        ORDER BY id DESC OFFSET ${INBOX_REQUESTS_KEPT} LIMIT 1)`);
    return {
      status,
      delayMs,
      tooLarge: text === null,
      retryAfterS: status === locked.status ? locked.retryAfterS : null,
    };
  });
  if (!kept) return errorResponse(new ApiError("not_found", "no inbox has this URL"));
  if (kept.tooLarge)
    return errorResponse(
      new ApiError("payload_too_large", `the inbox keeps bodies up to ${INBOX_BODY_LIMIT} bytes`),
    );

  if (kept.delayMs > 0) await pause(kept.delayMs, req.signal);
  const headers: Record<string, string> = { "Content-Type": "application/json", "Cache-Control": "no-store" };
  if (kept.retryAfterS !== null) headers["Retry-After"] = String(kept.retryAfterS);
  const answer =
    kept.status < 300
      ? { received: true }
      : { error: { code: "inbox_behaviour", message: `this inbox is set to answer ${kept.status}` } };
  const empty = kept.status === 204 || kept.status === 205;
  return new Response(empty ? null : JSON.stringify(answer), { status: kept.status, headers });
}

// Signed with a subscription's secret (in time or not): the body is the sandbox's own, so the delivery it names
// is the one received.
const signedBySubscription = (result: string) => result === "verified" || result === "stale_timestamp";

// Waits, or stops waiting when the sender hangs up (the engine's timeout, say).
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}
