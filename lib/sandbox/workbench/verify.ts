import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import type { InboxRequest } from "@/lib/partner-api/contract/workbench";
import {
  sign,
  SIGNATURE_FORMAT,
  SIGNATURE_HEADER,
  STALE_AFTER_S,
  TIMESTAMP_FORMAT,
  TIMESTAMP_HEADER,
} from "@/lib/partner-api/wire/signature";
import { schema, type Queryable } from "../core/db";
import { attemptBody, type Payload } from "../delivery/record/payload";
import { INBOX_PATH, inboxKeyOf } from "../model/inbox-url";

type Verification = InboxRequest["verification"];
type Sub = { id: number; secret: string };

const same = (a: string, b: string) => {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
};

// Whether a request an inbox received verifies against the secret of a subscription of the company aimed at
// this inbox's URL, as a receiver would check it (wire/signature.ts), and in words why not. "Body altered" and
// "wrong secret" look alike to a receiver; the sandbox tells them apart by re-signing the delivery it sent (named
// by the body's delivery_id) with each secret.
export async function verifyInboxRequest(
  db: Queryable,
  opts: { companyId: number; key: string; headers: Headers; body: string; nowMs: number },
): Promise<Verification> {
  const s = schema.webhookSubscriptions;
  // By key, then by the same rule that accepted the URL: a subscription's URL is stored as it was written.
  const subs: Sub[] = (
    await db
      .select({ id: s.id, secret: s.secret, url: s.url })
      .from(s)
      .where(and(eq(s.companyId, opts.companyId), like(s.url, `%${INBOX_PATH}${opts.key}`)))
  ).filter((sub) => inboxKeyOf(sub.url) === opts.key);
  const signature = opts.headers.get(SIGNATURE_HEADER) ?? "";
  const timestamp = opts.headers.get(TIMESTAMP_HEADER) ?? "";
  const none = (result: Verification["result"], reason: string): Verification => ({
    result,
    reason,
    subscriptionId: null,
  });
  if (subs.length === 0)
    return none(
      "no_subscription",
      "No webhook subscription of this company delivers to this inbox, so there is no secret to verify with.",
    );
  if (!signature || !timestamp)
    return none("unsigned", `The request has no ${SIGNATURE_HEADER} and ${TIMESTAMP_HEADER} headers.`);
  if (!SIGNATURE_FORMAT.test(signature) || !TIMESTAMP_FORMAT.test(timestamp))
    return none(
      "unsigned",
      "The signature headers are malformed (sha256=<64 hex> and unix seconds expected).",
    );

  const match = subs.find((sub) => same(sign(sub.secret, timestamp, opts.body), signature));
  if (match) {
    const ageS = Math.round(opts.nowMs / 1000 - Number(timestamp));
    if (Math.abs(ageS) > STALE_AFTER_S)
      return {
        result: "stale_timestamp",
        reason: `The signature matches subscription ${match.id}'s secret, but the timestamp is ${Math.abs(ageS)} s ${ageS > 0 ? "old" : "ahead"}: a receiver refuses it (more than ${STALE_AFTER_S} s).`,
        subscriptionId: match.id,
      };
    return {
      result: "verified",
      reason: `The signature verifies with subscription ${match.id}'s secret.`,
      subscriptionId: match.id,
    };
  }
  const sent = await sentBody(
    db,
    subs.map((x) => x.id),
    opts.body,
  );
  const altered = sent && subs.find((sub) => sub.id === sent.subscriptionId);
  if (altered && same(sign(altered.secret, timestamp, sent.body), signature))
    return {
      result: "body_altered",
      reason: `The signature was made with subscription ${altered.id}'s secret over another body: this body is not what the sandbox sent.`,
      subscriptionId: altered.id,
    };
  return {
    result: "wrong_secret",
    reason:
      subs.length === 1
        ? `The signature was not made with subscription ${subs[0]!.id}'s current secret.`
        : `The signature was made with none of the secrets of subscriptions ${subs.map((x) => x.id).join(", ")}.`,
    subscriptionId: null,
  };
}

// The exact body the engine sent for the delivery and attempt the received body names, if it names one of these
// subscriptions' deliveries.
async function sentBody(db: Queryable, subscriptionIds: number[], received: string) {
  const named = namedDelivery(received);
  if (!named) return undefined;
  const { id, attempt } = named;
  const d = schema.webhookDeliveries;
  const [row] = await db
    .select({ subscriptionId: d.subscriptionId, payload: d.payload })
    .from(d)
    .where(and(eq(d.id, id), inArray(d.subscriptionId, subscriptionIds)));
  if (!row) return undefined;
  return {
    subscriptionId: row.subscriptionId,
    body: attemptBody(row.payload as Payload, id, attempt),
  };
}

// The delivery and attempt a received body names (its delivery_id and attempt_number), if it is a delivery's.
export function namedDelivery(body: string): { id: string; attempt: number } | undefined {
  let named: { delivery_id?: unknown; attempt_number?: unknown } | null;
  try {
    named = JSON.parse(body) as typeof named;
  } catch {
    return undefined;
  }
  const id = named?.delivery_id;
  const attempt = named?.attempt_number;
  if (typeof id !== "string" || !UUID.test(id) || typeof attempt !== "number" || !Number.isInteger(attempt))
    return undefined;
  return { id, attempt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
