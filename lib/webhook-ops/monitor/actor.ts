import "server-only";
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";

const t = consoleTables.auditLog;
const operationOf = {
  disabled: "webhook.disable",
  paused: "webhook.pause",
  reactivated: "webhook.reactivate",
};

// Who made a status change the monitor saw, from the console's audit log: the person whose request did it since
// the previous reading; null when nobody did it through the console (the engine, or the API directly).
export async function actorOf(
  environment: string,
  subscriptionId: number,
  kind: keyof typeof operationOf,
  since: Date,
): Promise<string | null> {
  const [row] = await cdb()
    .select({ email: t.userEmail })
    .from(t)
    .where(
      and(
        eq(t.environment, environment),
        eq(t.target, `webhook ${subscriptionId}`),
        inArray(t.operation, [operationOf[kind]]),
        eq(t.outcome, "ok"),
        // A little slack: the audit row is written just after the API answered.
        gte(t.at, new Date(since.getTime() - 5_000)),
      ),
    )
    .orderBy(desc(t.at))
    .limit(1);
  return row?.email ?? null;
}
