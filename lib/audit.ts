import "server-only";
import { boundRow } from "@/lib/audit-log/bound";
import type { FieldChange } from "@/lib/audit-log/changes";
import { logger } from "@/lib/logger";
import { cdb, consoleTables } from "@/lib/db/console";
import type { ConsoleUser } from "@/lib/auth/current";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";

export type AuditEntry = {
  operation: string;
  target?: string;
  outcome: "ok" | "error";
  upstreamStatus?: number;
  detail?: string;
  // Each changed field before → after, when the write read the record first.
  changes?: FieldChange[];
  // The X-Request-Id the Partner API answered the audited call with.
  requestId?: string;
};

// Every mutation through the console lands here. Callers pass names and ids, and for record writes the changed
// fields' short display values (lib/audit-log/changes.ts); never request bodies, webhook URLs, headers or secrets.
export async function audit(user: ConsoleUser, entry: AuditEntry): Promise<void> {
  await write(
    { userId: user.id, userEmail: user.email, role: user.role, environment: user.environment.name },
    entry,
  );
}

// What the console does by itself (no person asked): recorded as the console's own act.
export async function auditSystem(environment: PartnerEnvironment, entry: AuditEntry): Promise<void> {
  await write(
    { userId: null, userEmail: "Partner Console", role: "system", environment: environment.name },
    entry,
  );
}

export type Actor = { userId: number | null; userEmail: string; role: string; environment: string };

// A person's act recorded after their request has ended (a bulk job finishing on the server).
export async function auditAs(actor: Actor, entry: AuditEntry): Promise<void> {
  await write(actor, entry);
}

async function write(actor: Actor, entry: AuditEntry): Promise<void> {
  try {
    await cdb()
      .insert(consoleTables.auditLog)
      .values(
        // Every text bounded and its hidden characters escaped (lib/audit-log/bound.ts).
        boundRow({
          ...actor,
          operation: entry.operation,
          target: entry.target ?? null,
          outcome: entry.outcome,
          upstreamStatus: entry.upstreamStatus ?? null,
          detail: entry.detail ?? null,
          changes: entry.changes ?? null,
          requestId: entry.requestId ?? null,
        }),
      );
  } catch (err) {
    // The mutation already happened upstream; losing its record must not turn it into an error for the user.
    logger.error({ err, operation: entry.operation }, "audit write failed");
  }
}
