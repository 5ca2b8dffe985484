// The whole sandbox schema in one file, as drizzle-kit reads it to generate migrations; tables that reference
// each other stay side by side.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit reads this file without the app's path aliases.
import { attemptOutcomes, failureReasons } from "../../../partner-api/contract/deliveries";
import { deliveryStatuses } from "../../../partner-api/contract/values";

export const sandbox = pgSchema("sandbox");

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const created = () => ts("created_at").notNull().defaultNow();
const updated = () => ts("updated_at").notNull().defaultNow();

export const settings = sandbox.table("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const companies = sandbox.table("companies", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const oauthClients = sandbox.table("oauth_clients", {
  clientId: text("client_id").primaryKey(),
  secretHash: text("secret_hash").notNull(),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id),
  scopes: text("scopes").array().notNull(),
  // The service-account user that webhook events name as their actor.
  actorUserId: integer("actor_user_id").notNull(),
});

export const contacts = sandbox.table(
  "contacts",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name").notNull(),
    email: text("email"),
    archived: boolean("archived").notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("contacts_company_idx").on(t.companyId, t.id)],
);

export const projectStatuses = sandbox.table("project_statuses", {
  id: serial("id").primaryKey(),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id),
  name: text("name").notNull(),
  system: boolean("system").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const projectTypes = sandbox.table("project_types", {
  id: serial("id").primaryKey(),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id),
  name: text("name").notNull(),
});

export const projects = sandbox.table(
  "projects",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name").notNull(),
    contactId: integer("contact_id"),
    statusId: integer("status_id"),
    ownerId: integer("owner_id"),
    budget: doublePrecision("budget"),
    projectType: integer("project_type"),
    projectTypeName: text("project_type_name"),
    archived: boolean("archived").notNull().default(false),
    notes: text("notes"),
    createdAt: created(),
    updatedAt: updated(),
  },
  // One index per list filter, ending in the id: a filtered page can walk its ids in order.
  (t) => [
    index("projects_company_idx").on(t.companyId, t.id),
    index("projects_contact_idx").on(t.companyId, t.contactId, t.id),
    index("projects_status_idx").on(t.companyId, t.statusId, t.id),
    index("projects_archived_idx").on(t.companyId, t.archived, t.id),
  ],
);

// Built-in phases (ids 1-6) have no company; custom phases belong to one.
export const leadPhases = sandbox.table("lead_phases", {
  id: integer("id").primaryKey(),
  companyId: integer("company_id").references(() => companies.id),
  name: text("name").notNull(),
  position: integer("position").notNull(),
});

export const leads = sandbox.table(
  "leads",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name"),
    contactId: integer("contact_id"),
    description: text("description"),
    budget: doublePrecision("budget"),
    type: text("type"),
    serviceTypeId: integer("service_type_id"),
    sourceCode: integer("source_code"),
    source: text("source"),
    expectedStartDate: text("expected_start_date"),
    phaseId: integer("phase_id").notNull(),
    projectId: integer("project_id"),
    retired: boolean("retired").notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index("leads_company_idx").on(t.companyId, t.id),
    index("leads_phase_idx").on(t.companyId, t.phaseId, t.id),
    index("leads_contact_idx").on(t.companyId, t.contactId, t.id),
  ],
);

// Advanced by triggers at every project or lead write (resources/list-generation.ts). CACHE 1 matters: a
// session's cached values would advance without the shared value showing it.
export const listGeneration = sandbox.sequence("list_generation");

// The same for `webhook_deliveries`, advanced by writes that can change what a log filter matches.
export const deliveryLogGeneration = sandbox.sequence("delivery_log_generation");

export const addresses = sandbox.table(
  "addresses",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    ownerType: text("owner_type", { enum: ["project", "lead"] }).notNull(),
    ownerId: integer("owner_id").notNull(),
    name: text("name").notNull(),
    address: text("address"),
    address2: text("address2"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    country: text("country"),
  },
  (t) => [index("addresses_owner_idx").on(t.ownerType, t.ownerId)],
);

export const milestones = sandbox.table(
  "milestones",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    parentType: text("parent_type", { enum: ["project", "inquiry"] }).notNull(),
    parentId: integer("parent_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    location: text("location"),
    color: text("color"),
    startDate: bigint("start_date", { mode: "number" }),
    dueDate: bigint("due_date", { mode: "number" }),
    wholeDay: boolean("whole_day").notNull().default(false),
    position: integer("position").notNull().default(0),
    status: text("status", { enum: ["OPEN", "COMPLETED"] })
      .notNull()
      .default("OPEN"),
    milestoneType: text("milestone_type", { enum: ["PHASE", "ITEM", "CHECKPOINT"] }).notNull(),
    parentMilestoneId: integer("parent_milestone_id"),
    timelineId: integer("timeline_id"),
    baselineStartDate: bigint("baseline_start_date", { mode: "number" }),
    baselineDueDate: bigint("baseline_due_date", { mode: "number" }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("milestones_parent_idx").on(t.companyId, t.parentType, t.parentId, t.id)],
);

export const customFields = sandbox.table(
  "custom_fields",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    description: text("description"),
    options: jsonb("options")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    customableType: text("customable_type").notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex("custom_fields_name_uq").on(t.companyId, t.customableType, sql`lower(${t.name})`)],
);

export const customFieldEntries = sandbox.table(
  "custom_field_entries",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    customFieldId: integer("custom_field_id")
      .notNull()
      .references(() => customFields.id, { onDelete: "cascade" }),
    customableType: text("customable_type").notNull(),
    customableId: integer("customable_id").notNull(),
    value: text("value").notNull(),
  },
  (t) => [
    uniqueIndex("cfe_field_entity_uq").on(t.customFieldId, t.customableId),
    index("cfe_entity_idx").on(t.companyId, t.customableType, t.customableId),
    index("cfe_value_idx").on(t.customFieldId, t.value),
  ],
);

export const webhookSubscriptions = sandbox.table(
  "webhook_subscriptions",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    url: text("url").notNull(),
    status: text("status", { enum: ["active", "paused", "disabled"] })
      .notNull()
      .default("active"),
    description: text("description"),
    maxAttempts: integer("max_attempts").notNull().default(5),
    headers: jsonb("headers")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    // When the subscription last became active (created or reactivated): events that occurred earlier are not
    // delivered to it, even when the delivery engine reads them from the outbox later.
    activeSince: ts("active_since").notNull().defaultNow(),
    createdBy: integer("created_by").notNull(),
    secret: text("secret").notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("subs_company_idx").on(t.companyId, t.id)],
);

export const webhookSubscriptionTriggers = sandbox.table(
  "webhook_subscription_triggers",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    resourceName: text("resource_name").notNull(),
    eventType: text("event_type").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("sub_triggers_uq").on(t.subscriptionId, t.resourceName, t.eventType)],
);

// Written in the same transaction as every mutation; the delivery engine consumes it.
export const outboxEvents = sandbox.table(
  "outbox_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: integer("company_id").notNull(),
    entityType: text("entity_type").notNull(),
    eventType: text("event_type").notNull(),
    entityId: integer("entity_id").notNull(),
    updatedFields: text("updated_fields").array(),
    occurredAt: ts("occurred_at").notNull().defaultNow(),
    actor: jsonb("actor").$type<{ type: string; id: number }>().notNull(),
    processedAt: ts("processed_at"),
    // The W3C traceparent of the request whose write published the event (null when it was not traced): its
    // deliveries carry it on, and each attempt's span links back to that trace (lib/tracing).
    traceparent: text("traceparent"),
  },
  (t) => [
    index("outbox_unprocessed_idx")
      .on(t.id)
      .where(sql`processed_at IS NULL`),
  ],
);

// One per (event, subscription) or test send. `payload` is built once so retries and replays resend the same
// body; `json`, not `jsonb`, so the spec's key order survives.
export const webhookDeliveries = sandbox.table(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    outboxEventId: bigint("outbox_event_id", { mode: "number" }),
    eventType: text("event_type").notNull(),
    test: boolean("test").notNull().default(false),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    failureReason: text("failure_reason", { enum: failureReasons }),
    // Attempts started (so attempt_number never repeats, even after a crash) and attempts completed in the
    // current round (a replay starts a new round of up to maxAttempts).
    attemptCount: integer("attempt_count").notNull().default(0),
    roundAttempts: integer("round_attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    lockedUntil: ts("locked_until"),
    // The claiming worker's liveness key: while that worker lives it holds an advisory lock on the key, so a
    // claim whose owner is gone (crashed, killed, stopped) can be taken over at once, before its lease ends.
    lockedBy: integer("locked_by"),
    payload: json("payload").$type<Record<string, unknown>>().notNull(),
    occurredAt: ts("occurred_at").notNull(),
    // The publishing trace's traceparent, copied from the outbox event at fan-out (null when untraced).
    traceparent: text("traceparent"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("deliveries_event_uq").on(t.subscriptionId, t.outboxEventId),
    index("deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status IN ('pending', 'pending_retry')`),
    index("deliveries_sub_idx").on(t.subscriptionId, t.createdAt),
    // The delivery log's filters: the page (newest first) and its count read the index alone.
    index("deliveries_sub_status_idx").on(t.subscriptionId, t.status, t.createdAt, t.id),
    index("deliveries_sub_event_idx").on(t.subscriptionId, t.eventType, t.createdAt, t.id),
    // Delivery search across a company's subscriptions: newest first, by the entity the event is about.
    index("deliveries_company_idx").on(t.companyId, t.createdAt, t.id),
    index("deliveries_entity_idx").on(t.companyId, sql`(${t.payload}->>'entity_id')`),
  ],
);

export const webhookDeliveryAttempts = sandbox.table(
  "webhook_delivery_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptNumber: integer("attempt_number").notNull(),
    outcome: text("outcome", { enum: attemptOutcomes }).notNull().default("in_flight"),
    startedAt: ts("started_at").notNull(),
    finishedAt: ts("finished_at"),
    durationMs: integer("duration_ms"),
    responseStatus: integer("response_status"),
    // The first 2 KB of the response body, or the error when there was no response.
    responseBody: text("response_body"),
    error: text("error"),
    nextAttemptAt: ts("next_attempt_at"),
  },
  (t) => [
    uniqueIndex("attempts_number_uq").on(t.deliveryId, t.attemptNumber),
    index("attempts_started_idx").on(t.startedAt),
  ],
);

// Hourly roll-ups of a subscription's event attempts, so stats read 24 rows; kept by triggers in the attempt's
// transaction, so they always equal a recount.
export const webhookDeliveryHourly = sandbox.table(
  "webhook_delivery_hourly",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    hour: ts("hour").notNull(),
    attempts: integer("attempts").notNull().default(0),
    delivered: integer("delivered").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    retried: integer("retried").notNull().default(0),
    // The id of the last transaction that changed this hour's roll-ups (drizzle/sandbox/0008_rollup_versions.sql):
    // the delivery stats remember an hour's percentiles under it (delivery/read/stats.ts).
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.hour] })],
);

// Finished attempts per exact duration (ms) and hour: the percentiles computed from it are those of the raw
// durations. It has at most one row per attempt and in practice a few per distinct duration.
export const webhookDeliveryLatency = sandbox.table(
  "webhook_delivery_latency",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    hour: ts("hour").notNull(),
    durationMs: integer("duration_ms").notNull(),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.hour, t.durationMs] })],
);

export const rateCounters = sandbox.table(
  "rate_counters",
  {
    clientId: text("client_id").notNull(),
    window: text("window", { enum: ["minute", "day"] }).notNull(),
    windowStart: ts("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.window, t.windowStart] })],
);

// Failed token-endpoint authentications per key (`client:<id>`, `address:<ip>`), in the database so every
// instance counts the same failures.
export const tokenFailures = sandbox.table(
  "token_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("token_failures_key_idx").on(t.key, t.at)],
);

// The workbench's webhook inboxes (lib/sandbox/workbench): a receiving URL in the sandbox per inbox, its key
// unguessable (a sender carries no token), and how it answers.
export const workbenchInboxes = sandbox.table(
  "workbench_inboxes",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    key: text("key").notNull(),
    name: text("name").notNull(),
    // The answer: a status (with Retry-After for 429/503), a delay before it, and how many requests still get a
    // 500 first ("fail the next N").
    status: integer("status").notNull().default(200),
    retryAfterS: integer("retry_after_s"),
    delayMs: integer("delay_ms").notNull().default(0),
    failNext: integer("fail_next").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("workbench_inboxes_key_uq").on(t.key),
    uniqueIndex("workbench_inboxes_name_uq").on(t.companyId, sql`lower(${t.name})`),
  ],
);

// What an inbox received, the last 500 per inbox (receiving trims the rest in the same transaction).
export const workbenchInboxRequests = sandbox.table(
  "workbench_inbox_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    inboxId: integer("inbox_id")
      .notNull()
      .references(() => workbenchInboxes.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow(),
    method: text("method").notNull(),
    query: text("query").notNull().default(""),
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    // Null when the body was over the inbox's limit (then only its size is known).
    body: text("body"),
    size: integer("size").notNull(),
    verification: jsonb("verification")
      .$type<{ result: string; reason: string; subscriptionId: number | null }>()
      .notNull(),
    responseStatus: integer("response_status").notNull(),
    delayMs: integer("delay_ms").notNull().default(0),
    // The delivery it carried, when signed with the secret of the subscription the delivery was for: the
    // request inspector's link from a delivery to what the inbox received.
    deliveryId: uuid("delivery_id"),
  },
  (t) => [
    index("workbench_inbox_requests_inbox_idx").on(t.inboxId, t.id),
    index("workbench_inbox_requests_delivery_idx").on(t.companyId, t.deliveryId),
  ],
);

// The sandbox clock of a company's delivery engine: how far it was advanced. Advancing brings the company's
// waiting deliveries forward by as much (lib/sandbox/workbench/clock.ts), so the engine's schedule runs on it.
export const workbenchClocks = sandbox.table("workbench_clocks", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id),
  offsetS: bigint("offset_s", { mode: "number" }).notNull().default(0),
  updatedAt: updated(),
});

// The request inspector (inspect/inspector-*): one row per partner-API request of a known client, written in
// batches off the request path, pruned by age and by count per company. Bodies are truncated and redacted before
// they are stored; a bearer token only as its last 4 characters.
export const workbenchRequests = sandbox.table(
  "workbench_requests",
  {
    id: uuid("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    clientId: text("client_id").notNull(),
    at: ts("at").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    query: text("query"),
    route: text("route"),
    status: integer("status").notNull(),
    durationMs: doublePrecision("duration_ms").notNull(),
    requestId: text("request_id"),
    bearerLast4: text("bearer_last4"),
    rateLimit: jsonb("rate_limit").$type<Record<string, string>>(),
    scopeCheck: jsonb("scope_check").$type<{ needed: string[]; missing: string[] }>(),
    error: jsonb("error").$type<{
      code: string;
      message: string;
      details?: { path: string; message: string }[];
    }>(),
    fault: text("fault"),
    requestBody: text("request_body"),
    responseBody: text("response_body"),
    eventIds: bigint("event_ids", { mode: "number" }).array(),
  },
  (t) => [index("wb_requests_company_idx").on(t.companyId, t.at, t.id), index("wb_requests_at_idx").on(t.at)],
);

// Fault rules (inspect/faults-*): per company, optionally one client; each may match one method and a path
// pattern, and expire. `remaining` counts down the "fail the next N" rules.
export const workbenchFaults = sandbox.table(
  "workbench_faults",
  {
    id: uuid("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    clientId: text("client_id"),
    kind: text("kind", { enum: ["latency", "error", "rate_limit", "fail_next"] }).notNull(),
    method: text("method"),
    pathPattern: text("path_pattern"),
    latencyMinMs: integer("latency_min_ms"),
    latencyMaxMs: integer("latency_max_ms"),
    probability: doublePrecision("probability"),
    status: integer("status"),
    retryAfterS: integer("retry_after_s"),
    remaining: integer("remaining"),
    expiresAt: ts("expires_at"),
    createdAt: created(),
  },
  (t) => [index("wb_faults_company_idx").on(t.companyId, t.createdAt)],
);
