import { z } from "zod";
import {
  clockAdvanceBody,
  clockState,
  inbox,
  inboxCreateBody,
  inboxRequest,
  inboxUpdateBody,
  resetBody,
  resetInfo,
  RESET_ALL_CONFIRMATION,
} from "@/lib/partner-api/contract/workbench";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@/lib/partner-api/contract/common";
import {
  faultRule,
  recordedRequest,
  recordedRequestSummary,
} from "@/lib/partner-api/contract/workbench-inspect";
import { faultInput } from "../inspect/faults-rules";
import { schemaRef } from "./json-schema";
import { SECURITY_SCHEME } from "./security";
import { WORKBENCH_TAG } from "./tags";
import type { JsonSchema, OperationObject, Parameter, Response } from "./types";

// The sandbox workbench (README "Sandbox workbench"), described as sandbox-only extensions: every operation carries
// `x-sandbox-workbench: true`, the "Sandbox workbench" tag and its own server, /sandbox (these paths are not under
// the Partner API's base URL). Bodies are closed: the workbench refuses unknown keys.

const SERVER = {
  url: "/sandbox",
  description: "This sandbox (the workbench is not part of the Partner API)",
};
const ts = "2026-11-21T09:15:00.000Z";

const integer = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: "integer",
  description,
  ...extra,
});

// Converted from the zod the workbench validates and answers with (lib/partner-api/contract/workbench.ts,
// lib/sandbox/inspect/), so the document cannot drift from what the routes do.
const fromZod = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return json;
};

export const workbenchSchemas: Record<string, JsonSchema> = {
  WorkbenchInbox: fromZod(inbox, "output"),
  WorkbenchInboxRequest: fromZod(inboxRequest, "output"),
  WorkbenchClock: fromZod(clockState, "output"),
  WorkbenchResetInfo: fromZod(resetInfo, "output"),
  WorkbenchRecordedRequest: fromZod(recordedRequestSummary, "output"),
  WorkbenchRecordedRequestDetail: fromZod(recordedRequest, "output"),
  WorkbenchFault: fromZod(faultRule, "output"),
};

const ref = (id: string) => ({ $ref: schemaRef(id) });
const error = (description: string): Response => ({
  description,
  content: { "application/json": { schema: ref("Error") } },
});
const ok = (description: string, schema: JsonSchema, example: unknown): Response => ({
  description,
  content: { "application/json": { schema, example } },
});
const listOf = (id: string) => ({
  type: "object",
  required: ["data"],
  properties: { data: { type: "array", items: ref(id) } },
});
// A paged list, as the Partner API's.
const pageOf = (id: string) => ({
  type: "object",
  required: ["data", "limit", "offset", "total"],
  properties: {
    data: { type: "array", items: ref(id) },
    limit: { type: "integer" },
    offset: { type: "integer" },
    total: { type: "integer" },
  },
});
const one = (id: string) => ({ type: "object", required: ["data"], properties: { data: ref(id) } });
const clockWithDue = {
  type: "object",
  required: ["data"],
  properties: { data: fromZod(clockState.extend({ due: z.int() }), "output") },
};

const idParam = (noun: string): Parameter => ({
  name: "id",
  in: "path",
  required: true,
  description: `Id of the ${noun}.`,
  schema: { type: "integer", minimum: 1 },
});
const uuidParam = (noun: string): Parameter => ({
  name: "id",
  in: "path",
  required: true,
  description: `Id of the ${noun}.`,
  schema: { type: "string", format: "uuid" },
});
const pagingUpTo = (max: number, fallback: number): Parameter[] => [
  {
    name: "limit",
    in: "query",
    required: false,
    description: `Page size (default ${fallback}, at most ${max}).`,
    schema: { type: "integer", minimum: 1, maximum: max, default: fallback },
  },
  {
    name: "offset",
    in: "query",
    required: false,
    description: "How many to skip.",
    schema: { type: "integer", minimum: 0, default: 0 },
  },
];
const paging = pagingUpTo(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);

type Spec = {
  id: string;
  summary: string;
  description: string;
  parameters?: Parameter[];
  body?: { schema: JsonSchema; example: unknown };
  status?: "200" | "201" | "204";
  response: Response;
  notFound?: boolean;
  open?: boolean;
};

function operation(s: Spec): OperationObject {
  const hasInput = Boolean(s.body || s.parameters?.some((p) => p.in === "query"));
  return {
    operationId: s.id,
    summary: s.summary,
    description: `${s.description}\n\nSandbox workbench: not part of the Partner API; 404 when the sandbox is off.`,
    tags: [WORKBENCH_TAG],
    ...(s.parameters ? { parameters: s.parameters } : {}),
    ...(s.body ? { requestBody: { required: true, content: { "application/json": { ...s.body } } } } : {}),
    responses: {
      [s.status ?? "200"]: s.response,
      ...(hasInput ? { "400": error("The input is invalid; `details` name the fields.") } : {}),
      ...(s.open ? {} : { "401": error("The bearer token is missing, invalid or expired.") }),
      "404": error(
        s.notFound ? "No such record (or another company's), or the sandbox is off." : "The sandbox is off.",
      ),
    },
    security: s.open ? [] : [{ [SECURITY_SCHEME]: [] }],
    servers: [SERVER],
    "x-sandbox-workbench": true,
  };
}

const exampleInbox = {
  id: 1,
  name: "ERP receiver",
  url: "https://sandbox.example.com/sandbox/inbox/0f3c9a7e5b1d4c2a8e6f0b9d7c5a3e1f",
  behaviour: { status: 200, retryAfterS: null, delayMs: 0, failNext: 0 },
  requestCount: 1,
  lastRequestAt: ts,
  createdAt: ts,
};
const exampleInboxRequest = {
  id: 1,
  receivedAt: ts,
  method: "POST",
  query: "",
  headers: { "content-type": "application/json", "x-webhook-timestamp": "1795770900" },
  body: '{"event_type":"lead.update"}',
  size: 28,
  verification: {
    result: "body_altered",
    reason: "the signature does not match the body",
    subscriptionId: 3,
  },
  responseStatus: 200,
  delayMs: 0,
  deliveryId: null,
};
const exampleRecorded = {
  id: "6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b",
  at: ts,
  clientId: "sandbox-partner",
  method: "PATCH",
  path: "/v1/leads/42",
  status: 200,
  durationMs: 12.4,
  requestId: "b7a4c1d2-0e9f-4a8b-9c7d-6e5f4a3b2c1d",
  fault: null,
  errorCode: null,
};
const exampleRecordedDetail = {
  ...exampleRecorded,
  errorCode: undefined,
  query: null,
  route: "/v1/leads/{id}",
  bearerLast4: "x9Qa",
  rateLimit: { "X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "59" },
  scopeCheck: { needed: ["leads:write"], missing: [] },
  error: null,
  requestBody: '{"phaseId":3}',
  responseBody: '{"data":{"id":42,"phaseId":3}}',
  events: [
    {
      id: 917,
      entityType: "lead",
      eventType: "update",
      entityId: 42,
      updatedFields: ["phaseId"],
      occurredAt: ts,
      deliveries: [
        {
          id: "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
          subscriptionId: 7,
          eventType: "lead.update",
          status: "success",
          attemptCount: 1,
          createdAt: ts,
          received: [{ id: 311, inboxId: 2, receivedAt: ts, responseStatus: 200 }],
        },
      ],
    },
  ],
};
const exampleFault = {
  id: "0e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a",
  clientId: "sandbox-partner",
  kind: "rate_limit",
  method: null,
  pathPattern: null,
  probability: 1,
  retryAfterS: 30,
  expiresAt: ts,
  createdAt: ts,
  active: true,
};
const exampleClock = { now: ts, realNow: ts, offsetS: 3600 };
const paged = (item: unknown) => ({ data: [item], limit: 50, offset: 0, total: 1 });

export function workbenchPaths(): Record<string, Record<string, OperationObject>> {
  return {
    "/workbench/inboxes": {
      get: operation({
        id: "listWorkbenchInboxes",
        summary: "List webhook inboxes",
        description: "The inboxes of the token's company.",
        response: ok("OK.", listOf("WorkbenchInbox"), { data: [exampleInbox] }),
      }),
      post: operation({
        id: "createWorkbenchInbox",
        summary: "Create a webhook inbox",
        description: "A named inbox with a receiving URL to subscribe.",
        body: { schema: fromZod(inboxCreateBody, "input"), example: { name: "ERP receiver" } },
        status: "201",
        response: ok("Created.", one("WorkbenchInbox"), { data: exampleInbox }),
      }),
    },
    "/workbench/inboxes/{id}": {
      get: operation({
        id: "getWorkbenchInbox",
        summary: "Get a webhook inbox",
        description: "One inbox with its behaviour.",
        parameters: [idParam("inbox")],
        notFound: true,
        response: ok("OK.", one("WorkbenchInbox"), { data: exampleInbox }),
      }),
      patch: operation({
        id: "updateWorkbenchInbox",
        summary: "Rename an inbox or change how it answers",
        description:
          "Change the name or the response behaviour (status, `Retry-After`, delay, fail the next N).",
        parameters: [idParam("inbox")],
        notFound: true,
        body: {
          schema: fromZod(inboxUpdateBody, "input"),
          example: { behaviour: { status: 500, failNext: 3 } },
        },
        response: ok("OK.", one("WorkbenchInbox"), {
          data: { ...exampleInbox, behaviour: { status: 500, retryAfterS: null, delayMs: 0, failNext: 3 } },
        }),
      }),
      delete: operation({
        id: "deleteWorkbenchInbox",
        summary: "Delete a webhook inbox",
        description: "The inbox and what it received.",
        parameters: [idParam("inbox")],
        notFound: true,
        response: ok("OK.", { $ref: schemaRef("DeleteResult") }, { deleted: true }),
      }),
    },
    "/workbench/inboxes/{id}/requests": {
      get: operation({
        id: "listWorkbenchInboxRequests",
        summary: "What an inbox received, newest first",
        description: "Every request received (the last 500 kept), with whether its signature verifies.",
        parameters: [idParam("inbox"), ...paging],
        notFound: true,
        response: ok("OK.", pageOf("WorkbenchInboxRequest"), paged(exampleInboxRequest)),
      }),
    },
    "/workbench/inboxes/{id}/requests/{requestId}": {
      get: operation({
        id: "getWorkbenchInboxRequest",
        summary: "One request an inbox received",
        description:
          "While the inbox keeps it (the last 500). A delivery's `received` entries in the request inspector name these.",
        parameters: [
          idParam("inbox"),
          {
            name: "requestId",
            in: "path",
            required: true,
            description: "Id of the inbox request.",
            schema: { type: "integer", minimum: 1 },
          },
        ],
        notFound: true,
        response: ok("OK.", one("WorkbenchInboxRequest"), { data: exampleInboxRequest }),
      }),
    },
    "/inbox/{key}": {
      post: operation({
        id: "receiveWorkbenchInboxRequest",
        summary: "An inbox's receiving URL",
        description:
          "Where deliveries arrive (any method is recorded; no token: a webhook sender has none). Answers as the inbox's behaviour says.",
        parameters: [
          {
            name: "key",
            in: "path",
            required: true,
            description: "The inbox's secret key, from its `url`.",
            schema: { type: "string" },
          },
        ],
        open: true,
        response: { description: "The inbox's configured answer (200 unless changed)." },
      }),
    },
    "/workbench/clock": {
      get: operation({
        id: "getWorkbenchClock",
        summary: "The delivery engine's clock",
        description: "Its current time and how far it has been advanced.",
        response: ok("OK.", one("WorkbenchClock"), { data: exampleClock }),
      }),
    },
    "/workbench/clock/advance": {
      post: operation({
        id: "advanceWorkbenchClock",
        summary: "Advance the clock",
        description: "Moves the delivery engine's time forward, so retries come due.",
        body: { schema: fromZod(clockAdvanceBody, "input"), example: { seconds: 3600 } },
        response: ok("OK.", clockWithDue, { data: { ...exampleClock, due: 2 } }),
      }),
    },
    "/workbench/clock/run-due": {
      post: operation({
        id: "runDueWorkbenchRetries",
        summary: "Run due retries now",
        description:
          "Makes every waiting retry due now (the clock moves to the latest of them), so the engine sends them.",
        response: ok("OK.", clockWithDue, { data: { ...exampleClock, due: 2 } }),
      }),
    },
    "/workbench/reset": {
      get: operation({
        id: "getWorkbenchResetInfo",
        summary: "What a reset asks to confirm",
        description: "The token's company and what `confirm` must be for each scope.",
        response: ok("OK.", one("WorkbenchResetInfo"), {
          data: {
            company: { id: 1, name: "Acme Renovations" },
            confirm: { company: "Acme Renovations", all: RESET_ALL_CONFIRMATION },
          },
        }),
      }),
      post: operation({
        id: "resetWorkbench",
        summary: "Reset to the seed",
        description: `One company's data (or everything) back to the seed; subscriptions, inboxes and request logs go with it. \`confirm\` is the company's name (GET /workbench/reset says it), or "${RESET_ALL_CONFIRMATION}" for every company.`,
        body: {
          schema: fromZod(resetBody, "input"),
          example: { scope: "company", confirm: "Acme Renovations" },
        },
        response: ok(
          "OK.",
          {
            type: "object",
            required: ["data"],
            properties: {
              data: {
                type: "object",
                properties: {
                  scope: { type: "string", enum: ["company", "all"] },
                  companyId: { type: ["integer", "null"] },
                },
              },
            },
          },
          { data: { scope: "company", companyId: 1 } },
        ),
      }),
    },
    "/workbench/requests": {
      get: operation({
        id: "listWorkbenchRequests",
        summary: "Recorded Partner API requests, newest first",
        description:
          "The request inspector: every Partner API request to the sandbox (bounded by count and age).",
        parameters: [
          {
            name: "clientId",
            in: "query",
            required: false,
            description: "Only requests of this OAuth client.",
            schema: { type: "string" },
          },
          {
            name: "status",
            in: "query",
            required: false,
            description: "Only answers in this status class.",
            schema: { type: "string", enum: ["2xx", "3xx", "4xx", "5xx"] },
          },
          {
            name: "path",
            in: "query",
            required: false,
            description: "Only requests whose path starts with this (e.g. `/v1/leads`).",
            schema: { type: "string" },
          },
          {
            name: "from",
            in: "query",
            required: false,
            description: "Received at or after this time.",
            schema: { type: "string", format: "date-time" },
          },
          {
            name: "to",
            in: "query",
            required: false,
            description: "Received at or before this time.",
            schema: { type: "string", format: "date-time" },
          },
          ...pagingUpTo(100, 50),
        ],
        response: ok("OK.", pageOf("WorkbenchRecordedRequest"), paged(exampleRecorded)),
      }),
    },
    "/workbench/requests/{id}": {
      get: operation({
        id: "getWorkbenchRequest",
        summary: "One recorded request, whole",
        description: "With the events it caused and their deliveries.",
        parameters: [uuidParam("recorded request")],
        notFound: true,
        response: ok("OK.", one("WorkbenchRecordedRequestDetail"), { data: exampleRecordedDetail }),
      }),
    },
    "/workbench/faults": {
      get: operation({
        id: "listWorkbenchFaults",
        summary: "Fault rules",
        description: "The active fault injection rules of the token's company.",
        response: ok(
          "OK.",
          {
            type: "object",
            required: ["data", "active"],
            properties: {
              data: { type: "array", items: ref("WorkbenchFault") },
              active: integer("Rules in force."),
            },
          },
          { data: [exampleFault], active: 1 },
        ),
      }),
      post: operation({
        id: "createWorkbenchFault",
        summary: "Add a fault rule",
        description:
          "Added latency, an error rate, 429 with `Retry-After`, or fail the next N matching requests.",
        body: {
          schema: fromZod(faultInput, "input"),
          example: { clientId: "sandbox-partner", kind: "rate_limit", retryAfterS: 30, expiresInS: 600 },
        },
        status: "201",
        response: ok("Created.", one("WorkbenchFault"), { data: exampleFault }),
      }),
    },
    "/workbench/faults/{id}": {
      delete: operation({
        id: "deleteWorkbenchFault",
        summary: "Remove a fault rule",
        description: "The rule stops applying at once.",
        parameters: [uuidParam("fault rule")],
        notFound: true,
        status: "204",
        response: { description: "Removed." },
      }),
    },
  };
}
