import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
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
import { roles } from "./roles";

// The console's own tables, apart from the sandbox's (schema "sandbox"), so that a deployment against a real
// API carries no sandbox data and several console instances can share one PostgreSQL.
export const consoleSchema = pgSchema("console");

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export { roles, type Role } from "./roles";
export const userStatuses = ["active", "disabled"] as const;
export const signInMethods = ["password", "sso"] as const;

export const users = consoleSchema.table(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    role: text("role", { enum: roles }).notNull(),
    // Null for a user who has not set one yet (invited) or who signs in only through single sign-on.
    passwordHash: text("password_hash"),
    createdAt: ts("created_at").notNull().defaultNow(),
    // A disabled user cannot sign in, and their sessions end when they are disabled.
    status: text("status", { enum: userStatuses }).notNull().default("active"),
    // How the user last signed in, or was created: a password, or the OpenID provider.
    signInMethod: text("sign_in_method", { enum: signInMethods }).notNull().default("password"),
    lastSignInAt: ts("last_sign_in_at"),
    // The user's identity at the OpenID provider, set at their first SSO sign-in.
    ssoIssuer: text("sso_issuer"),
    ssoSubject: text("sso_subject"),
    // The role the provider's claims last mapped to; a `role` that differs is an admin's override, which the
    // next SSO sign-in replaces (the provider is the source of truth).
    ssoRole: text("sso_role", { enum: roles }),
    // Admins who may still sign in with a password when single sign-on is required.
    breakGlass: boolean("break_glass").notNull().default(false),
    defaultEnvironment: text("default_environment"),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_sso_uq").on(t.ssoIssuer, t.ssoSubject),
  ],
);

// One-time links to set a password (an invitation or a reset): only the SHA-256 of the token is kept.
export const passwordLinks = consoleSchema.table(
  "password_links",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: ["invite", "reset"] }).notNull(),
    createdBy: integer("created_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [
    uniqueIndex("password_links_token_uq").on(t.tokenHash),
    index("password_links_user_idx").on(t.userId),
  ],
);

// Console-wide settings an admin changes at run time (e.g. `require_sso`), one JSON value per key.
export const settings = consoleSchema.table("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  updatedBy: integer("updated_by"),
});

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
    // Where the session was signed in from, shown to its owner (device from the user agent, and the address).
    userAgent: text("user_agent"),
    address: text("address"),
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
    // The X-Request-Id the Partner API answered the audited call with (the last call, when it made several), so
    // support can go from this row to the API's request, its event and deliveries. Null when the API sent none.
    requestId: text("request_id"),
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

// The record index (lib/record-index/): projects, leads and the clients seen in them, per environment key (a
// hash of the environment's name, API address and OAuth client, so one company's rows are never served to
// another, even when an environment is reconfigured under the same name). Kept by write-through, the console's
// own webhook subscription and a background crawler; `indexed_at` is the crawler's reconciliation mark.
export const indexKinds = ["project", "lead", "client"] as const;
export type IndexKind = (typeof indexKinds)[number];

export const indexRecords = consoleSchema.table(
  "index_records",
  {
    environment: text("environment").notNull(),
    kind: text("kind", { enum: indexKinds }).notNull(),
    id: bigint("id", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    // lower(name): the sort key of "name" (non-null so keyset paging needs no NULL cases).
    sortName: text("sort_name").notNull(),
    clientId: bigint("client_id", { mode: "number" }),
    clientName: text("client_name"),
    clientEmail: text("client_email"),
    city: text("city"),
    // Projects: status id and name; leads: phase id and status value (Current, Won, Retired).
    statusId: bigint("status_id", { mode: "number" }),
    statusName: text("status_name").notNull().default(""),
    budget: doublePrecision("budget"),
    type: text("type"),
    // Projects: archived; leads: retired.
    archived: boolean("archived").notNull().default(false),
    customText: text("custom_text").notNull().default(""),
    custom: jsonb("custom").$type<Record<string, string>>(),
    // lower(name, client name and email, custom field values): what the trigram index searches.
    searchText: text("search_text").notNull(),
    updatedAt: ts("updated_at").notNull(),
    indexedAt: ts("indexed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.environment, t.kind, t.id] }),
    // fastupdate off: with it on, 100k upserts left a 4 MB pending list every search scanned linearly (a rare
    // string took 60-100 ms instead of 6 ms, measured); the crawler's inserts pay a little more instead.
    index("index_records_search_trgm")
      .using("gin", sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("index_records_name_idx").on(t.environment, t.kind, t.sortName, t.id),
    // Name prefixes for type-ahead (LIKE 'abc%' needs pattern ops under a non-C collation).
    // Without kind, so `ORDER BY sort_name USING ~<~ LIMIT n` reads the index in order and stops early.
    index("index_records_prefix_idx").on(t.environment, t.sortName.op("text_pattern_ops")),
    index("index_records_updated_idx").on(t.environment, t.kind, t.updatedAt, t.id),
    index("index_records_budget_idx").on(t.environment, t.kind, sql`coalesce(${t.budget}, -1)`, t.id),
    index("index_records_status_idx").on(t.environment, t.kind, t.statusName, t.id),
    index("index_records_client_idx").on(t.environment, t.clientId),
    index("index_records_indexed_idx").on(t.environment, t.kind, t.indexedAt),
  ],
);

// Records the index knows are deleted upstream, and since when: no write of a version older than its deletion
// (a retried or replayed create or update, a crawler page read before the delete) brings the row back.
export const indexTombstones = consoleSchema.table(
  "index_tombstones",
  {
    environment: text("environment").notNull(),
    kind: text("kind", { enum: indexKinds }).notNull(),
    id: bigint("id", { mode: "number" }).notNull(),
    deletedAt: ts("deleted_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.kind, t.id] })],
);

// Webhook deliveries the index has applied (the spec's idempotency key), so a repeat of one is dropped; kept 30
// days (lib/record-index/events.ts prunes).
export const indexDeliveries = consoleSchema.table(
  "index_deliveries",
  {
    environment: text("environment").notNull(),
    deliveryId: text("delivery_id").notNull(),
    appliedAt: ts("applied_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.environment, t.deliveryId] }),
    index("index_deliveries_applied_idx").on(t.appliedAt),
  ],
);

// Per environment and kind: the crawler's progress (a pass resumes at `pass_offset` after a restart), when the
// index last held every record (`complete_as_of`), and which process runs it (its advisory lock is the guard;
// `owner` says who for people).
export const indexState = consoleSchema.table(
  "index_state",
  {
    environment: text("environment").notNull(),
    kind: text("kind", { enum: indexKinds }).notNull(),
    environmentName: text("environment_name").notNull(),
    indexed: integer("indexed").notNull().default(0),
    total: integer("total"),
    completeAsOf: ts("complete_as_of"),
    passStartedAt: ts("pass_started_at"),
    passOffset: integer("pass_offset").notNull().default(0),
    owner: text("owner"),
    heartbeatAt: ts("heartbeat_at"),
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.environment, t.kind] })],
);

// The console's own webhook subscription per environment. Its signing secret is kept because the console is
// the receiver: it created the subscription for itself and must verify what arrives (a user's subscriptions'
// secrets are still never stored; see lib/record-index/README.md).
export const indexSubscriptions = consoleSchema.table("index_subscriptions", {
  environment: text("environment").primaryKey(),
  subscriptionId: bigint("subscription_id", { mode: "number" }).notNull(),
  secret: text("secret").notNull(),
  url: text("url").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  checkedAt: ts("checked_at"),
  lastEventAt: ts("last_event_at"),
});

// Bulk work on records (lib/bulk/): a job runs on the server, so it outlives the tab that asked for it and
// resumes after a restart. Its records are listed in bulk_job_items as they are collected (paging the API or
// the index, never holding a whole selection in memory); each item's state says what is done, so a resumed job
// never sends a write twice. `set_key` names the record set: one live job per set and environment.
export const bulkEntities = ["project", "lead"] as const;
export const bulkJobStates = ["collecting", "running", "done", "cancelled"] as const;
export const bulkJobs = consoleSchema.table(
  "bulk_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    environment: text("environment").notNull(),
    userId: integer("user_id"),
    userEmail: text("user_email").notNull(),
    role: text("role").notNull(),
    entity: text("entity", { enum: bulkEntities }).notNull(),
    action: text("action").notNull(),
    // The action's value: a project status id or a lead phase id.
    value: bigint("value", { mode: "number" }),
    // `{ ids }` or `{ filters }` (lib/bulk/types.ts), as asked.
    selection: jsonb("selection").notNull(),
    setKey: text("set_key").notNull(),
    state: text("state", { enum: bulkJobStates }).notNull().default("collecting"),
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    // Where collecting resumes: an API offset or an index cursor.
    collectCursor: text("collect_cursor"),
    // Until when the job waits for the API's rate limit (its view says so, from any instance).
    waitingUntil: ts("waiting_until"),
    total: integer("total"),
    collected: integer("collected").notNull().default(0),
    succeeded: integer("succeeded").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    // A retry of another job's failures, or the undo of another job.
    retryOf: bigint("retry_of", { mode: "number" }),
    undoOf: bigint("undo_of", { mode: "number" }),
    error: text("error"),
    createdAt: ts("created_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    audited: boolean("audited").notNull().default(false),
  },
  (t) => [
    uniqueIndex("bulk_jobs_live_set_uq")
      .on(t.environment, t.setKey)
      .where(sql`state IN ('collecting', 'running')`),
    index("bulk_jobs_live_idx")
      .on(t.id)
      .where(sql`state IN ('collecting', 'running')`),
    index("bulk_jobs_user_idx").on(t.userId, t.createdAt),
  ],
);

export const bulkItemStates = ["pending", "sending", "ok", "failed", "skipped", "cancelled"] as const;
export const bulkJobItems = consoleSchema.table(
  "bulk_job_items",
  {
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => bulkJobs.id, { onDelete: "cascade" }),
    recordId: bigint("record_id", { mode: "number" }).notNull(),
    seq: integer("seq").notNull(),
    name: text("name"),
    state: text("state", { enum: bulkItemStates }).notNull().default("pending"),
    // The changed field before and after (e.g. { phaseId: 2 } → { phaseId: 5 }), for undo.
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.recordId] }), index("bulk_job_items_seq_idx").on(t.jobId, t.seq)],
);

// Saved table views (lib/saved-views/): filters, columns, sort and page size of one table under a name.
export const savedViewTables = ["projects", "leads-table", "leads-board", "audit", "deliveries"] as const;
export const savedViews = consoleSchema.table(
  "saved_views",
  {
    id: serial("id").primaryKey(),
    environment: text("environment").notNull(),
    tableName: text("table_name", { enum: savedViewTables }).notNull(),
    name: text("name").notNull(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shared: boolean("shared").notNull().default(false),
    // The table's URL query (filters, columns, sort, page size), as its page reads it.
    query: text("query").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("saved_views_table_idx").on(t.environment, t.tableName)],
);

// Each person's default view per table (one at most).
export const savedViewDefaults = consoleSchema.table(
  "saved_view_defaults",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    environment: text("environment").notNull(),
    tableName: text("table_name", { enum: savedViewTables }).notNull(),
    viewId: integer("view_id")
      .notNull()
      .references(() => savedViews.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.environment, t.tableName] })],
);

// Single changes a person may undo for 30 s (a board move, an archive, a status change): what was set, so the
// undo reverts exactly that and says when the record changed since.
export const undoRecords = consoleSchema.table("undo_records", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  environment: text("environment").notNull(),
  userId: integer("user_id").notNull(),
  entity: text("entity", { enum: bulkEntities }).notNull(),
  recordId: bigint("record_id", { mode: "number" }).notNull(),
  before: jsonb("before").$type<Record<string, unknown>>().notNull(),
  after: jsonb("after").$type<Record<string, unknown>>().notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  usedAt: ts("used_at"),
});

// Webhook operations (issue 40, lib/webhook-ops/). What the monitor last saw of each subscription, so a restart
// neither repeats a transition nor misses one that happened while it was down (the next reading is compared to
// this one). `level` is the highest warning step (50, 70, 90 % of the auto-disable threshold) of the open
// incident; `incidentId` the open incident, null when healthy.
export const webhookMonitorState = consoleSchema.table(
  "webhook_monitor_state",
  {
    environment: text("environment").notNull(),
    subscriptionId: bigint("subscription_id", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    consecutiveFailures: integer("consecutive_failures").notNull(),
    level: integer("level").notNull().default(0),
    incidentId: bigint("incident_id", { mode: "number" }),
    // Reactivations within the open incident: each starts a round whose warnings are sent afresh.
    round: integer("round").notNull().default(0),
    // Set at a reactivation, cleared by the success that proves the recovery.
    reactivatedAt: ts("reactivated_at"),
    label: text("label"),
    checkedAt: ts("checked_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.subscriptionId] })],
);

// One incident per failure episode of a subscription: from the first failure the monitor saw to its recovery.
export const webhookIncidents = consoleSchema.table(
  "webhook_incidents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    environment: text("environment").notNull(),
    subscriptionId: bigint("subscription_id", { mode: "number" }).notNull(),
    openedAt: ts("opened_at").notNull().defaultNow(),
    closedAt: ts("closed_at"),
  },
  (t) => [index("webhook_incidents_sub_idx").on(t.environment, t.subscriptionId, t.openedAt)],
);

export const transitionKinds = [
  "failing",
  "warning",
  "disabled",
  "paused",
  "reactivated",
  "recovered",
] as const;
export type TransitionKind = (typeof transitionKinds)[number];

// Each transition the monitor recorded. The unique key makes recording idempotent: one warning step, one
// disable, one recovery per incident, however often the monitor reads the same state.
export const webhookTransitions = consoleSchema.table(
  "webhook_transitions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    incidentId: bigint("incident_id", { mode: "number" })
      .notNull()
      .references(() => webhookIncidents.id, { onDelete: "cascade" }),
    environment: text("environment").notNull(),
    subscriptionId: bigint("subscription_id", { mode: "number" }).notNull(),
    kind: text("kind", { enum: transitionKinds }).notNull(),
    round: integer("round").notNull().default(0),
    // The warning step (50, 70, 90); 0 for the other kinds.
    step: integer("step").notNull().default(0),
    at: ts("at").notNull().defaultNow(),
    streak: integer("streak").notNull(),
    // Label, url host, forecast, last cause, who disabled or paused it: what the notifications say.
    detail: jsonb("detail").notNull(),
  },
  (t) => [
    uniqueIndex("webhook_transitions_uq").on(t.incidentId, t.round, t.kind, t.step),
    index("webhook_transitions_sub_idx").on(t.environment, t.subscriptionId, t.at),
  ],
);

export const notificationChannels = ["in_app", "email", "webhook"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export const notificationKinds = ["warning", "disabled", "paused", "recovered"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

// A user's choice of kinds and channels; no row means the role's default (lib/webhook-ops/notify/preferences.ts).
export const notificationPreferences = consoleSchema.table("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kinds: jsonb("kinds").$type<NotificationKind[]>().notNull(),
  channels: jsonb("channels").$type<NotificationChannel[]>().notNull(),
  webhookUrl: text("webhook_url"),
  // Signs the user's notification webhook (HMAC-SHA256 like the platform's own scheme); shown only to its owner.
  webhookSecret: text("webhook_secret"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

// One row per transition, user and channel: the in-app centre reads the in_app rows; email and webhook rows are
// an outbox the monitor's leader drains. The unique key is what makes each notification exactly one.
export const notifications = consoleSchema.table(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transitionId: bigint("transition_id", { mode: "number" })
      .notNull()
      .references(() => webhookTransitions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: notificationChannels }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    readAt: ts("read_at"),
    // Outbox state of email and webhook rows: sent, or the attempts made and the last error.
    sentAt: ts("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("notifications_uq").on(t.transitionId, t.userId, t.channel),
    index("notifications_user_idx").on(t.userId, t.channel, t.createdAt),
    index("notifications_outbox_idx").on(t.channel, t.sentAt),
  ],
);

export const replayJobStatuses = ["running", "done", "cancelled", "failed"] as const;

// "Reactivate and recover": a replay of a window's failed deliveries, paged through the sandbox's replayFailed
// endpoint from `cursor`, so it resumes after a restart (the monitor's leader takes over a job whose lease ran
// out) and a cancel stops it between pages.
export const webhookReplayJobs = consoleSchema.table(
  "webhook_replay_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    environment: text("environment").notNull(),
    subscriptionId: bigint("subscription_id", { mode: "number" }).notNull(),
    windowFrom: ts("window_from").notNull(),
    windowTo: ts("window_to").notNull(),
    status: text("status", { enum: replayJobStatuses }).notNull().default("running"),
    // The dry run's count when the job started; `replayed` grows page by page.
    total: integer("total").notNull(),
    replayed: integer("replayed").notNull().default(0),
    cursor: text("cursor"),
    userId: integer("user_id"),
    userEmail: text("user_email").notNull(),
    userRole: text("user_role").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    runningUntil: ts("running_until"),
    error: text("error"),
  },
  (t) => [index("webhook_replay_jobs_sub_idx").on(t.environment, t.subscriptionId, t.createdAt)],
);

// A user's saved delivery searches: a name and the search's query string (the same as its shareable link).
export const savedSearches = consoleSchema.table(
  "saved_searches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("saved_searches_user_idx").on(t.userId, t.createdAt)],
);
