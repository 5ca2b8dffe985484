import { schemaRef } from "./json-schema";
import { SECURITY_SCHEME } from "./security";
import { WORKBENCH_TAG } from "./tags";
import type { JsonSchema, OperationObject, Parameter, Response } from "./types";

// The sandbox workbench (issue 42; the agreed surface in WORKBENCH-PATHS.md), described as sandbox-only extensions:
// every operation carries `x-sandbox-workbench: true`, the "Sandbox workbench" tag and its own server, /sandbox
// (these paths are not under the Partner API's base URL). One file on purpose, so it can be trimmed to what
// the workbench serves. Bodies are closed: the workbench refuses unknown keys.

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
const text = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: "string",
  description,
  ...extra,
});
const time = (description: string): JsonSchema => ({ type: "string", format: "date-time", description });
const closed = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: "object",
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
});

const behaviour = closed({
  status: integer("Status the inbox answers with (200, a 4xx, a 5xx, or 429 with `Retry-After`).", {
    minimum: 200,
    maximum: 599,
  }),
  retryAfterS: integer("`Retry-After` seconds sent with a 429 or 503.", { minimum: 0 }),
  delayMs: integer("Wait before answering, in milliseconds (beyond 30 000 the sender times out).", {
    minimum: 0,
  }),
  failNext: integer("Answer the next N requests with the failure status, then 200 again.", { minimum: 0 }),
});

export const workbenchSchemas: Record<string, JsonSchema> = {
  WorkbenchInbox: {
    type: "object",
    required: ["id", "name", "url"],
    properties: {
      id: integer("Id of the inbox."),
      name: text("Name of the inbox."),
      url: text("The receiving URL: use it as a webhook subscription URL.", { format: "uri" }),
      behaviour: { $ref: schemaRef("WorkbenchInboxBehaviour") },
      createdAt: time("When it was created."),
    },
  },
  WorkbenchInboxBehaviour: { ...behaviour, description: "How the inbox answers what it receives." },
  WorkbenchInboxRequest: {
    type: "object",
    required: ["id", "method", "receivedAt"],
    properties: {
      id: integer("Id of the received request."),
      method: text("HTTP method."),
      headers: { type: "object", additionalProperties: { type: "string" }, description: "Request headers." },
      body: text("The raw body."),
      size: integer("Body size in bytes."),
      receivedAt: time("When it arrived."),
      signature: {
        type: "object",
        description: "Whether `X-Webhook-Signature` verifies against the subscription's secret, and why not.",
        properties: { verified: { type: "boolean" }, reason: { type: ["string", "null"] } },
      },
    },
  },
  WorkbenchClock: {
    type: "object",
    required: ["now", "offsetS"],
    properties: {
      now: time("The delivery engine's current time."),
      offsetS: integer("How far the clock has been advanced, in seconds."),
    },
  },
  WorkbenchRecordedRequest: {
    type: "object",
    required: ["id", "method", "path", "status"],
    properties: {
      id: integer("Id of the recorded request."),
      at: time("When it was received."),
      clientId: text("The OAuth client that sent it."),
      method: text("HTTP method."),
      path: text("Path requested."),
      status: integer("Status answered."),
      durationMs: integer("Time to answer."),
      requestId: text("Its `X-Request-Id`."),
    },
  },
  WorkbenchFault: {
    type: "object",
    required: ["id", "kind"],
    properties: {
      id: integer("Id of the rule."),
      clientId: text("Only requests of this client; every client when absent."),
      kind: {
        type: "string",
        enum: ["latency", "error", "rate_limit", "fail_next"],
        description: "What the rule does.",
      },
      expiresAt: { type: ["string", "null"], format: "date-time", description: "When the rule ends." },
    },
  },
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
const one = (id: string) => ({ type: "object", required: ["data"], properties: { data: ref(id) } });

const idParam = (noun: string): Parameter => ({
  name: "id",
  in: "path",
  required: true,
  description: `Id of the ${noun}.`,
  schema: { type: "integer", minimum: 1 },
});
const paging: Parameter[] = [
  {
    name: "limit",
    in: "query",
    required: false,
    description: "Page size (default 20, at most 300).",
    schema: { type: "integer", minimum: 1, maximum: 300, default: 20 },
  },
  {
    name: "offset",
    in: "query",
    required: false,
    description: "How many to skip.",
    schema: { type: "integer", minimum: 0, default: 0 },
  },
];

type Spec = {
  id: string;
  summary: string;
  description: string;
  parameters?: Parameter[];
  body?: { schema: JsonSchema; example: unknown };
  status?: "200" | "201";
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
  url: "https://sandbox.example.com/sandbox/inbox/k3f9c2a7e5b1",
  behaviour: { status: 200 },
  createdAt: ts,
};
const exampleInboxRequest = {
  id: 1,
  method: "POST",
  headers: { "content-type": "application/json", "x-webhook-timestamp": "1795770900" },
  body: '{"event_type":"lead.update"}',
  size: 28,
  receivedAt: ts,
  signature: { verified: false, reason: "body altered" },
};
const exampleRecorded = {
  id: 1,
  at: ts,
  clientId: "sandbox-partner",
  method: "PATCH",
  path: "/v1/leads/42",
  status: 200,
  durationMs: 12,
  requestId: "b7a4c1d2-0e9f-4a8b-9c7d-6e5f4a3b2c1d",
};
const exampleFault = { id: 1, clientId: "sandbox-partner", kind: "rate_limit", expiresAt: ts };
const exampleClock = { now: ts, offsetS: 3600 };

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
        body: {
          schema: closed({ name: text("Name of the inbox.", { minLength: 1, maxLength: 100 }) }, ["name"]),
          example: { name: "ERP receiver" },
        },
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
          schema: closed({
            name: text("New name.", { minLength: 1, maxLength: 100 }),
            behaviour: ref("WorkbenchInboxBehaviour"),
          }),
          example: { behaviour: { status: 500, failNext: 3 } },
        },
        response: ok("OK.", one("WorkbenchInbox"), {
          data: { ...exampleInbox, behaviour: { status: 500, failNext: 3 } },
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
        response: ok("OK.", listOf("WorkbenchInboxRequest"), { data: [exampleInboxRequest] }),
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
        body: {
          schema: closed({ seconds: integer("Seconds to advance.", { minimum: 1, maximum: 604800 }) }, [
            "seconds",
          ]),
          example: { seconds: 3600 },
        },
        response: ok("OK.", one("WorkbenchClock"), { data: exampleClock }),
      }),
    },
    "/workbench/clock/run-due": {
      post: operation({
        id: "runDueWorkbenchRetries",
        summary: "Run due retries now",
        description: "Sends every delivery whose retry is due on the (advanced) clock.",
        response: ok(
          "OK.",
          {
            type: "object",
            properties: { data: { type: "object", properties: { ran: integer("Deliveries attempted.") } } },
          },
          { data: { ran: 2 } },
        ),
      }),
    },
    "/workbench/reset": {
      post: operation({
        id: "resetWorkbench",
        summary: "Reset to the seed",
        description:
          "One company's data (or everything) back to the seed; subscriptions, inboxes and request logs go with it.",
        body: {
          schema: closed(
            {
              scope: {
                type: "string",
                enum: ["company", "all"],
                description: "The token's company, or every company.",
              },
              confirm: text("The typed confirmation."),
            },
            ["scope", "confirm"],
          ),
          example: { scope: "company", confirm: "reset" },
        },
        response: ok("OK.", { type: "object", properties: { data: { type: "object" } } }, { data: {} }),
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
            description: "Only requests whose path contains this text.",
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
          ...paging,
        ],
        response: ok("OK.", listOf("WorkbenchRecordedRequest"), { data: [exampleRecorded] }),
      }),
    },
    "/workbench/requests/{id}": {
      get: operation({
        id: "getWorkbenchRequest",
        summary: "One recorded request, whole",
        description: "With the events it caused and their deliveries.",
        parameters: [idParam("recorded request")],
        notFound: true,
        response: ok("OK.", one("WorkbenchRecordedRequest"), { data: exampleRecorded }),
      }),
    },
    "/workbench/faults": {
      get: operation({
        id: "listWorkbenchFaults",
        summary: "Fault rules",
        description: "The active fault injection rules of the token's company.",
        response: ok("OK.", listOf("WorkbenchFault"), { data: [exampleFault] }),
      }),
      post: operation({
        id: "createWorkbenchFault",
        summary: "Add a fault rule",
        description:
          "Added latency, an error rate, 429 with `Retry-After`, or fail the next N matching requests.",
        body: {
          schema: {
            type: "object",
            required: ["kind"],
            properties: {
              clientId: text("Only requests of this client."),
              kind: {
                type: "string",
                enum: ["latency", "error", "rate_limit", "fail_next"],
                description: "What the rule does.",
              },
              expiresAt: { type: "string", format: "date-time", description: "When the rule ends." },
            },
            description: "Each kind takes its own settings besides these.",
          },
          example: { clientId: "sandbox-partner", kind: "rate_limit", expiresAt: ts },
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
        parameters: [idParam("fault rule")],
        notFound: true,
        response: ok("OK.", { $ref: schemaRef("DeleteResult") }, { deleted: true }),
      }),
    },
  };
}
