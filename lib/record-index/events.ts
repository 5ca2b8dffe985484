import "server-only";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { MAX_BODY_BYTES } from "@/lib/api/read-json";
import { BodyTooLargeError, readText } from "@/lib/http/read-body";
import { leadsChanged } from "@/lib/leads/board-summary/store";
import { logger } from "@/lib/logger";
import { reasonOf } from "./log";
import { backgroundApi, isPartnerApiError } from "@/lib/partner-api";
import { readLead, readProject, readRecord } from "@/lib/partner-api/contract/reader";
import { environments, type PartnerEnvironment } from "@/lib/partner-api/environments";
import {
  sign,
  SIGNATURE_FORMAT,
  SIGNATURE_HEADER,
  STALE_AFTER_S,
  TIMESTAMP_FORMAT,
  TIMESTAMP_HEADER,
} from "@/lib/partner-api/wire/signature";
import { indexKey, indexSettings } from "./config";
import { clientRow, rowsOf } from "./rows";
import {
  deletedSince,
  deliveryApplied,
  markDeliveryApplied,
  removeRecord,
  renameClient,
  upsertRows,
} from "./store";
import { heldSubscription, noteArrival } from "./receiver-cache";

// Receiver of the console's own subscription: verifies the signature, then applies the event idempotently
// (delivery_id, updatedAt guard, tombstones), so retries, replays and reordering leave the index as the API is.

const event = z.object({
  entity_type: z.string(),
  event_type: z.string(),
  entity_id: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()).default({}),
  // The spec's idempotency key and ordering hint; read when present and well formed, else the event still applies.
  delivery_id: z.string().min(1).max(200).optional().catch(undefined),
  occurred_at: z.iso.datetime({ offset: true }).optional().catch(undefined),
});

const answer = (status: number, code?: string, message?: string) =>
  code ? Response.json({ error: { code, message } }, { status }) : new Response(null, { status });

function verified(secret: string, timestamp: string | null, signature: string | null, body: string) {
  if (!timestamp || !signature || !TIMESTAMP_FORMAT.test(timestamp) || !SIGNATURE_FORMAT.test(signature))
    return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > STALE_AFTER_S) return false;
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function receiveEvent(req: Request, key: string): Promise<Response> {
  const env = environments().find((e) => indexKey(e) === key);
  let own = env && indexSettings().enabled ? await heldSubscription(key) : undefined;
  if (!env || !own) return answer(404, "not_found", "No record index subscription has this address.");
  let body: string;
  try {
    // Never buffered past MAX_BODY_BYTES, whatever Content-Length says (or does not).
    body = await readText(req, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError)
      return answer(413, "payload_too_large", "The event is larger than the index accepts.");
    throw err;
  }
  const signed = (secret: string) =>
    verified(secret, req.headers.get(TIMESTAMP_HEADER), req.headers.get(SIGNATURE_HEADER), body);
  // The held secret may predate a subscription made again meanwhile: read once more before refusing.
  if (!signed(own.secret)) {
    own = await heldSubscription(key, true);
    if (!own || !signed(own.secret))
      return answer(401, "bad_signature", "The event's signature does not verify.");
  }
  let parsed: z.infer<typeof event>;
  try {
    parsed = event.parse(JSON.parse(body));
  } catch {
    // Signed by the API but not an event the index reads: acknowledged, so it is not retried for nothing.
    return answer(204);
  }
  // A delivery applied before (a retry after a lost answer, a replay) is dropped.
  const delivery = parsed.delivery_id;
  if (delivery && (await deliveryApplied(key, delivery))) return answer(204);
  await apply(env, key, parsed);
  if (delivery) await markDeliveryApplied(key, delivery);
  await noteArrival(key);
  return answer(204);
}

async function apply(env: PartnerEnvironment, key: string, e: z.infer<typeof event>) {
  const kind = e.entity_type === "project" ? "project" : e.entity_type === "lead" ? "lead" : null;
  const isDelete = e.event_type.endsWith("delete");
  const at = e.occurred_at ? new Date(e.occurred_at) : undefined;
  // A create or update that happened before the record's deletion (retried or replayed late) changes nothing.
  const stale = async (k: "project" | "lead" | "client") =>
    !isDelete && at !== undefined && (await deletedSince(key, k, e.entity_id, at));
  if (e.entity_type === "client") {
    if (isDelete) return removeRecord(key, "client", e.entity_id, at);
    if (await stale("client")) return;
    const row = clientRow(readClient(e.entity_id, e.data));
    if (row) await renameClient(key, row.id, row.name, row.clientEmail);
    return;
  }
  if (!kind) return;
  // The board's sums are out of date; the next board read recomputes them.
  if (kind === "lead")
    await leadsChanged(env.name).catch((err: unknown) =>
      logger.warn(
        { reason: reasonOf(err), environment: env.name },
        "board summaries could not be marked out of date",
      ),
    );
  if (isDelete) return removeRecord(key, kind, e.entity_id, at);
  if (await stale(kind)) return;
  const read = readRecord(kind === "project" ? readProject : readLead, e.data);
  if (read.ok && read.data.id === e.entity_id) return upsertRows(key, rowsOf(kind, [read.data]));
  // The API could not read the record when it sent the event (its data is empty): ask for it, in the background.
  void refetch(env, key, kind, e.entity_id);
}

function readClient(id: number, data: Record<string, unknown>) {
  const name = typeof data.name === "string" ? data.name : null;
  return name ? { id, name, email: typeof data.email === "string" ? data.email : null } : null;
}

async function refetch(env: PartnerEnvironment, key: string, kind: "project" | "lead", id: number) {
  const api = backgroundApi(env);
  try {
    const rec =
      kind === "project"
        ? (await api.call("getProject", { params: { id } })).data.data
        : (await api.call("getLead", { params: { id } })).data.data;
    await upsertRows(key, rowsOf(kind, [rec]));
  } catch (err) {
    if (isPartnerApiError(err) && err.status === 404) return removeRecord(key, kind, id);
    logger.warn(
      { reason: reasonOf(err), environment: env.name, kind, id },
      "record index could not fetch an event's record",
    );
  }
}
