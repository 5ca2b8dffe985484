import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { processShared } from "@/lib/cache/process-shared";
import { SingleFlight } from "@/lib/cache/single-flight";
import { cdb, consoleTables, type ConsoleDbOrTx } from "@/lib/db/console";
import type { Role } from "@/lib/db/console-schema";

export const IDLE_MS = 8 * 3_600_000;
export const ABSOLUTE_MS = 24 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;
const s = consoleTables.sessions;
const u = consoleTables.users;

// Server-side session records: the JWT cookie names one, and signing out revokes it, so a copied cookie
// stops working at once.
// `from` is where the sign-in came from, shown to the session's owner on their account page.
export async function createSession(
  userId: number,
  environment: string | null,
  from: { userAgent?: string; address?: string } = {},
): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await cdb()
    .insert(s)
    .values({
      id,
      userId,
      environment,
      userAgent: from.userAgent?.slice(0, 300) ?? null,
      address: from.address?.slice(0, 64) ?? null,
    });
  return id;
}

export async function revokeSession(id: string) {
  try {
    await cdb()
      .update(s)
      .set({ revokedAt: new Date() })
      .where(and(eq(s.id, id), isNull(s.revokedAt)));
  } finally {
    reads.writeFinished();
  }
}

// Every live session of a user (but `except`, the caller's own), when their password, role or status changed or
// they asked to sign out elsewhere; answers how many there were. Inside the caller's transaction when given.
export async function revokeUserSessions(
  userId: number,
  opts: { except?: string; db?: ConsoleDbOrTx } = {},
): Promise<number> {
  try {
    const rows = await (opts.db ?? cdb())
      .update(s)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(s.userId, userId),
          isNull(s.revokedAt),
          opts.except === undefined ? undefined : ne(s.id, opts.except),
        ),
      )
      .returning({ id: s.id });
    return rows.length;
  } finally {
    reads.writeFinished();
  }
}

export type LiveSession = {
  id: string;
  userId: number;
  environment: string | null;
  email: string;
  name: string | null;
  role: Role;
};

// Idle after 8 hours without a request, over after 24 hours in all.
export function sessionExpired(row: { createdAt: Date; lastSeenAt: Date }, now: number): boolean {
  return now - row.createdAt.getTime() > ABSOLUTE_MS || now - row.lastSeenAt.getTime() > IDLE_MS;
}

// The session and its user in one statement, prepared once per connection (named): no query building per
// request, no parsing or planning in PostgreSQL.
const build = () =>
  cdb()
    .select({
      id: s.id,
      userId: s.userId,
      environment: s.environment,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      revokedAt: s.revokedAt,
      email: u.email,
      name: u.name,
      role: u.role,
      status: u.status,
    })
    .from(s)
    .innerJoin(u, eq(u.id, s.userId))
    .where(eq(s.id, sql.placeholder("id")))
    .prepare("console_live_session");
let sessionWithUser: ReturnType<typeof build> | undefined;

type Row = Awaited<ReturnType<ReturnType<typeof build>["execute"]>>[number];
// Requests of one session that arrive together (a page's parallel queries) share one read, never a finished
// one (lib/cache/single-flight.ts): a revocation in this process is seen by every request that starts after it.
const reads = processShared("console.session-reads", () => new SingleFlight<Row | undefined>());

// Read on every request: no copy of a session outlives a revocation, whichever process made it. (An in-process
// cache told of revocations by LISTEN/NOTIFY was tried and dropped: a request reaching another process right
// after the revoking commit could still be served from its cache until the notice arrived, tens of
// milliseconds on a loaded machine. A shared read in flight is bounded by that read's own duration instead.)
export async function liveSession(id: string, now = Date.now()): Promise<LiveSession | undefined> {
  sessionWithUser ??= build();
  const statement = sessionWithUser;
  const row = await reads.run(id, async () => (await statement.execute({ id }))[0]);
  // A disabled user's sessions are revoked when they are disabled; refusing them here too leaves no gap.
  if (!row || row.revokedAt || row.status !== "active") return undefined;
  if (sessionExpired(row, now)) {
    await revokeSession(id);
    return undefined;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await cdb()
      .update(s)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(s.id, id));
  return {
    id: row.id,
    userId: row.userId,
    environment: row.environment,
    email: row.email,
    name: row.name,
    role: row.role,
  };
}

export async function setSessionEnvironment(id: string, environment: string) {
  try {
    await cdb().update(s).set({ environment }).where(eq(s.id, id));
  } finally {
    reads.writeFinished();
  }
}
