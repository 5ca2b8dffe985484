import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { signIn } from "./support/console";
import { subscribe } from "./support/deliveries";
import { startOtlpReceiver, type ExportedSpan, type OtlpReceiver } from "./support/otlp-receiver";
import { clientFor, startOwnServer } from "./support/own-server";
import { consoleOf, waitFor } from "./support/record-index";
import { ok, startReceiver, type Receiver } from "./support/webhook-receiver";
import { sandboxToken } from "../../lib/dev/sandbox-token";

// Issue 37, items 5 and 6: one console request that creates a lead is one trace, from the console's route through
// the Partner API call to the sandbox's handler and its queries; the delivery attempt of the event it published
// is a trace of its own linked to it; no span holds a token or a secret; the request ids tie the logs, the
// sandbox's answers and the audit entry together.
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
let otlp: OtlpReceiver;
let hooks: Receiver;
let server: TestServer;
let sandbox: ReturnType<typeof clientFor>;

beforeAll(async () => {
  otlp = await startOtlpReceiver();
  hooks = await startReceiver(ok);
  server = await startOwnServer({
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    // Head sampling (lib/tracing/head-sampling.ts) keeping every new trace: the default's path at its ratio 1.
    OTEL_TRACES_SAMPLER: "parentbased_traceidratio",
    OTEL_TRACES_SAMPLER_ARG: "1",
    OTEL_BSP_SCHEDULE_DELAY: "100",
    LOG_LEVEL: "info",
  });
  sandbox = clientFor(() => server.baseUrl);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await hooks?.close();
  await otlp?.close();
});

const attr = (s: ExportedSpan, key: string) => s.attributes[key];
type LogLine = Record<string, unknown> & { msg: string };
const logLines = (): LogLine[] =>
  server
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as LogLine];
      } catch {
        return [];
      }
    });

describe("traces and correlated logs", () => {
  it("traces a console create from its route to the sandbox's queries, and links the delivery attempt", async () => {
    const sub = await subscribe(sandbox, {
      url: hooks.url,
      triggers: [{ resourceName: "lead", eventType: "create" }],
    });
    const cookie = await signIn("manager", server.baseUrl);
    const manager = consoleOf(server, () => cookie);

    const name = `Traced lead ${Date.now()}`;
    const created = await manager("POST", "/api/leads", { name, phaseId: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const leadId = created.body.data.id as number;
    await waitFor(
      "the delivery of the lead's create event",
      async () => hooks.received.find((r) => r.body?.entity_id === leadId) ?? undefined,
      20_000,
    );

    // The console route's span (Next.js's), and the trace it is in.
    const routeSpan = await waitFor(
      "the console route's span",
      async () => otlp.spans.find((s) => s.kind === 2 && /^POST \/api\/leads$/.test(s.name)),
      20_000,
    );
    const traceId = routeSpan.traceId;
    const inTrace = () => otlp.spans.filter((s) => s.traceId === traceId);
    const found = await waitFor(
      "the whole trace and the linked attempt",
      async () => {
        const client = inTrace().find((s) => s.kind === 3 && s.name === "POST /v1/leads");
        // Internal under Next.js's server span for the incoming request; a server span where there is none.
        const handler = inTrace().find((s) => s.name === "POST /sandbox/api/v1/leads");
        const query = inTrace().find((s) => attr(s, "db.system.name") === "postgresql");
        const insert = inTrace().find((s) => attr(s, "db.operation.name") === "INSERT");
        const attempt = otlp.spans.find(
          (s) =>
            s.name === "webhook attempt" &&
            attr(s, "webhook.subscription_id") !== undefined &&
            Number(attr(s, "webhook.subscription_id")) === sub.id,
        );
        return client && handler && query && insert && attempt
          ? { client, handler, query, insert, attempt }
          : undefined;
      },
      20_000,
    );
    expect(found.client.attributes["url.full"]).toMatch(/\/sandbox\/api\/v1\/leads$/);
    expect([1, 2]).toContain(found.handler.kind);
    expect(found.handler.attributes["http.route"]).toBe("/sandbox/api/v1/leads");
    expect(found.handler.attributes["http.response.status_code"]).toBe(201);
    // The handler continues the client span's trace: its parent is in the trace (Next's span for the incoming
    // sandbox request, itself the client span's child, or the client span).
    expect(inTrace().some((s) => s.spanId === found.handler.parentSpanId)).toBe(true);
    // The attempt is a trace of its own, linked to the trace whose request published the event.
    expect(found.attempt.traceId).not.toBe(traceId);
    expect(found.attempt.links.map((l) => l.traceId)).toContain(traceId);
    expect(found.attempt.attributes["webhook.event_type"]).toBe("lead.create");
    expect(found.attempt.attributes["http.response.status_code"]).toBe(200);

    // No exported attribute holds a token, the client secret or the webhook secret (the console's own access
    // token is a JWT; the test's token below was issued by the same, traced, token endpoint).
    const token = await sandboxToken(server.baseUrl);
    await sandbox("GET", "/v1/leads?limit=1");
    await new Promise((r) => setTimeout(r, 500));
    const values = otlp.spans.flatMap((s) => Object.values(s.attributes).map(String));
    expect(values.length).toBeGreaterThan(20);
    for (const v of values) {
      // Query strings are cut from every URL attribute (Next.js's http.target of the GET above included).
      expect(v).not.toContain("limit=1");
      expect(v).not.toContain(token);
      expect(v).not.toContain("sandbox-secret");
      expect(v).not.toContain(sub.secret);
      expect(v).not.toMatch(/eyJ[A-Za-z0-9_-]{8,}\./);
      expect(v).not.toMatch(/bearer/i);
    }

    // The logs: the console's line and the sandbox's line of this request carry the trace id; the sandbox's
    // request id is the one the audit entry keeps, and /audit shows it.
    const logs = logLines();
    const consoleLine = logs.find((l) => l.msg === "console request" && l.traceId === traceId);
    expect(consoleLine).toMatchObject({ method: "POST", route: "/api/leads", status: 200 });
    expect(consoleLine?.userId).toEqual(expect.any(Number));
    const sandboxLine = logs.find(
      (l) => l.msg === "sandbox request" && l.traceId === traceId && l.route === "/sandbox/api/v1/leads",
    );
    expect(sandboxLine).toMatchObject({ method: "POST", status: 201, clientId: "sandbox-partner" });
    expect(sandboxLine?.requestId).toMatch(REQUEST_ID);
    expect(consoleLine?.apiRequestId).toBe(sandboxLine?.requestId);
    for (const l of logs) expect(JSON.stringify(l)).not.toContain(token);

    const db = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT request_id FROM console.audit_log WHERE operation = 'lead.create' ORDER BY id DESC LIMIT 1`,
      );
      expect(rows[0]?.request_id).toBe(sandboxLine?.requestId);
      const events = await db.query(`SELECT traceparent FROM sandbox.outbox_events WHERE entity_id = $1`, [
        leadId,
      ]);
      expect(events.rows.some((r) => String(r.traceparent).includes(traceId))).toBe(true);
    } finally {
      await db.end();
    }
    const admin = await signIn("admin", server.baseUrl);
    const html = await (
      await fetch(`${server.baseUrl}/audit?operation=lead.create`, { headers: { cookie: admin } })
    ).text();
    expect(html).toContain(`API request ${sandboxLine?.requestId}`);
  }, 90_000);

  it("answers every sandbox request with an X-Request-Id, its caller's only when it is well formed", async () => {
    const mine = await fetch(`${server.baseUrl}/sandbox/api/v1/leads?limit=1`, {
      headers: {
        authorization: `Bearer ${await sandboxToken(server.baseUrl)}`,
        "x-request-id": "support.case-42",
      },
    });
    expect(mine.headers.get("x-request-id")).toBe("support.case-42");
    const forged = await fetch(`${server.baseUrl}/sandbox/api/v1/leads?limit=1`, {
      headers: { "x-request-id": "bad id\twith spaces" },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("x-request-id")).toMatch(REQUEST_ID);
    expect(forged.headers.get("x-request-id")).not.toContain("bad");
    const token = await fetch(`${server.baseUrl}/sandbox/oauth/token`, { method: "POST" });
    expect(token.headers.get("x-request-id")).toMatch(REQUEST_ID);
  });

  it("follows a caller's unsampled traceparent: no span of that request, its trace id in the log line", async () => {
    const traceId = "5".repeat(32);
    const res = await fetch(`${server.baseUrl}/sandbox/api/v1/projects?limit=2`, {
      headers: {
        authorization: `Bearer ${await sandboxToken(server.baseUrl, "read:projects")}`,
        traceparent: `00-${traceId}-${"6".repeat(16)}-00`,
        "x-request-id": "unsampled.call",
      },
    });
    expect(res.status).toBe(200);
    const line = await waitFor(
      "the sandbox's log line",
      async () => logLines().find((l) => l.requestId === "unsampled.call"),
      10_000,
    );
    expect(line.traceId).toBe(traceId);
    // A sampled request after it is exported; nothing of the unsampled one is (Next.js's spans included).
    await sandbox("GET", "/v1/projects?limit=3");
    await waitFor(
      "the sampled request's span",
      async () =>
        otlp.spans.find((s) =>
          /\/sandbox\/api\/v1\/projects/.test(String(s.attributes["http.target"] ?? s.name)),
        ),
      10_000,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(otlp.spans.filter((s) => s.traceId === traceId)).toEqual([]);
  });
});
