import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The console's own tables, apart from the sandbox's (schema "sandbox"), so that a deployment against a real
// API carries no sandbox data and several console instances can share one PostgreSQL.
export const consoleSchema = pgSchema("console");

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const roles = ["admin", "manager", "support"] as const;
export type Role = (typeof roles)[number];

export const users = consoleSchema.table(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    role: text("role", { enum: roles }).notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_uq").on(sql`lower(${t.email})`)],
);

export const sessions = consoleSchema.table(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    environment: text("environment"),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const loginFailures = consoleSchema.table(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_idx").on(t.key, t.at)],
);

export const auditLog = consoleSchema.table(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: ts("at").notNull().defaultNow(),
    userId: integer("user_id"),
    userEmail: text("user_email").notNull(),
    role: text("role").notNull(),
    environment: text("environment").notNull(),
    operation: text("operation").notNull(),
    target: text("target"),
    outcome: text("outcome", { enum: ["ok", "error"] }).notNull(),
    upstreamStatus: integer("upstream_status"),
    detail: text("detail"),
    // Security events (sign-ins, sign-outs, revocations) say where they came from.
    address: text("address"),
    userAgent: text("user_agent"),
    // The fields a console write changed, each as before → after (lib/audit-log/changes.ts); null on entries
    // written before this column existed, or by operations that change no fields.
    changes: jsonb("changes"),
  },
  (t) => [index("audit_at_idx").on(t.at), index("audit_user_idx").on(t.userEmail, t.at)],
);

// Per-phase lead counts and budget sums of the board, per environment and contact filter (0: every contact),
// computed in the background by paging the API within a share of its rate limit (lib/leads/board-summary/), so
// the board never pages a whole phase to show a sum. `generation` is bumped by every lead change the console
// makes; a summary computed at an older generation, or older than its maximum age, is recomputed when read.
export const boardSummaries = consoleSchema.table(
  "board_summaries",
  {
    environment: text("environment").notNull(),
    contactId: integer("contact_id").notNull(),
    phases:
      jsonb("phases").$type<
        Record<string, { count: number; sum: number; retired: number; retiredSum: number }>
      >(),
    // Leads whose phase the phase list does not name (at most OTHER_MAX), as the API sent them.
    other: jsonb("other").$type<unknown[]>(),
    asOf: ts("as_of"),
    generation: integer("generation").notNull().default(0),
    computedGeneration: integer("computed_generation"),
    // Progress of the run in hand, and its lease: another instance takes over a run whose lease ran out.
    leadsRead: integer("leads_read").notNull().default(0),
    leadsTotal: integer("leads_total"),
    runningUntil: ts("running_until"),
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.environment, t.contactId] })],
);
