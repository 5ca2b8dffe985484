import "server-only";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import { logger } from "@/lib/logger";
import { toTransition } from "../timeline/rows";
import { emailTransition } from "./email";
import { postTransition } from "./webhook";

const n = consoleTables.notifications;
const tr = consoleTables.webhookTransitions;
const users = consoleTables.users;
const prefs = consoleTables.notificationPreferences;
const BATCH = 100;
const MAX_ATTEMPTS = 5;

// Sends the email and webhook rows not sent yet, oldest first; runs under the monitor's lock, so one sender at a
// time. A row is marked sent right after its send: only a crash between the two repeats one. A failed send is
// tried again at the next readings, at most MAX_ATTEMPTS times (errors never carry URLs or secrets).
export async function drainOutbox(): Promise<number> {
  const rows = await cdb()
    .select({ n, t: tr, email: users.email, url: prefs.webhookUrl, secret: prefs.webhookSecret })
    .from(n)
    .innerJoin(tr, eq(tr.id, n.transitionId))
    .innerJoin(users, eq(users.id, n.userId))
    .leftJoin(prefs, eq(prefs.userId, n.userId))
    .where(and(inArray(n.channel, ["email", "webhook"]), isNull(n.sentAt), lt(n.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(n.id))
    .limit(BATCH);
  let sent = 0;
  for (const r of rows) {
    const t = toTransition(r.t);
    try {
      if (r.n.channel === "email") await emailTransition(r.email, t);
      else if (r.url && r.secret) await postTransition(r.url, r.secret, t);
      else throw new Error("no webhook URL set");
      await cdb()
        .update(n)
        .set({ sentAt: new Date(), attempts: sql`${n.attempts} + 1`, error: null })
        .where(eq(n.id, r.n.id));
      sent++;
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 200);
      await cdb()
        .update(n)
        .set({ attempts: sql`${n.attempts} + 1`, error: reason })
        .where(eq(n.id, r.n.id));
      logger.warn({ channel: r.n.channel, notification: r.n.id, reason }, "a notification could not be sent");
    }
  }
  return sent;
}
