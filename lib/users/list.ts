import "server-only";
import { roleSource } from "@/lib/auth/sso/role-source";
import { and, asc, eq, gt, ilike, isNull, or, sql } from "drizzle-orm";
import { ABSOLUTE_MS, IDLE_MS } from "@/lib/auth/sessions";
import { cdb, consoleTables, type ConsoleDbOrTx } from "@/lib/db/console";
import type { TeamMember } from "./types";

const u = consoleTables.users;
const s = consoleTables.sessions;
const MAX_ROWS = 1000;

// Live: not revoked, not idle for 8 h, not older than 24 h (as liveSession judges them).
export const liveSessionWhere = () =>
  and(
    isNull(s.revokedAt),
    gt(s.createdAt, new Date(Date.now() - ABSOLUTE_MS)),
    gt(s.lastSeenAt, new Date(Date.now() - IDLE_MS)),
  );

const columns = () => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  ssoRole: u.ssoRole,
  status: u.status,
  signInMethod: u.signInMethod,
  hasPassword: sql<boolean>`${u.passwordHash} is not null`,
  lastSignInAt: u.lastSignInAt,
  // Spelled out: inside a subquery drizzle would leave "id" unqualified, which names the session's own id.
  activeSessions: sql<number>`(select count(*)::int from "console"."sessions" ls where ls.user_id = "console"."users"."id"
    and ls.revoked_at is null and ls.created_at > ${new Date(Date.now() - ABSOLUTE_MS)}
    and ls.last_seen_at > ${new Date(Date.now() - IDLE_MS)})`,
});

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

const toMember = ({ ssoRole, ...r }: Awaited<ReturnType<typeof memberRows>>[number]): TeamMember => ({
  ...r,
  roleSource: roleSource({ role: r.role, ssoRole }),
  lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
});

function memberRows(db: ConsoleDbOrTx, where?: ReturnType<typeof and>) {
  return db
    .select(columns())
    .from(u)
    .where(where)
    .orderBy(asc(sql`lower(${u.email})`))
    .limit(MAX_ROWS);
}

// Every user (search by name or email, case-insensitive), by email.
export async function listMembers(q?: string): Promise<TeamMember[]> {
  const text = q?.trim();
  const like = text ? `%${escapeLike(text)}%` : undefined;
  const rows = await memberRows(cdb(), like ? or(ilike(u.email, like), ilike(u.name, like)) : undefined);
  return rows.map(toMember);
}

export async function memberById(db: ConsoleDbOrTx, id: number): Promise<TeamMember | undefined> {
  const [row] = await memberRows(db, eq(u.id, id));
  return row && toMember(row);
}
