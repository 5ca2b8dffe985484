import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../lib/dev/console-session";
import { DEMO_PASSWORD } from "../../lib/dev/roles";
import type { TestServer } from "../../lib/dev/server";
import { createProjects, finished, subscribe, waitForDeliveries } from "./support/deliveries";
import { clientFor, fastEngine, startOwnServer } from "./support/own-server";
import { startPrometheus, type Prometheus } from "./support/prometheus";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// Issue 37, item 4: /metrics scraped by Debian's real Prometheus every second. 50 deliveries, some refused for
// good and some retried, and the attempt and final-state counters Prometheus holds equal what the receiver saw.
// The server of this file listens on 0.0.0.0, so /metrics can be called from a non-loopback address of this
// machine: refused without the token, admitted with it.
const TOKEN = "metrics-test-token-0123456789";
let server: TestServer | undefined;
let prometheus: Prometheus | undefined;
let receiver: Receiver | undefined;
const call = clientFor(() => server!.baseUrl);

beforeAll(async () => {
  server = await startOwnServer({ ...fastEngine(600, 2000), HOST: "0.0.0.0", METRICS_TOKEN: TOKEN });
  prometheus = await startPrometheus(`127.0.0.1:${server.port}`);
}, 180_000);
afterAll(async () => {
  await prometheus?.stop();
  await receiver?.close();
  await server?.stop();
});

// Waits until Prometheus's answer to `query` is `expected` (scrapes come every second), then returns it.
async function settled(query: string, expected: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let value: number | undefined;
  while (Date.now() < deadline) {
    value = await prometheus!.value(query);
    if (value === expected) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  return value;
}

// Projects 0, 5, 10, … are refused with a 400 (failed at once); 1, 6, 11, … fail their first attempt with a 503
// (a retry, 100 ms later at this time scale) and succeed on the second; the rest succeed at once.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function reply(body: any): { status: number; body: string } {
  const i = Number(/ (\d+)$/.exec(String(body?.data?.name))?.[1]);
  if (i % 5 === 0) return { status: 400, body: "no" };
  if (i % 5 === 1 && body?.attempt_number === 1) return { status: 503, body: "later" };
  return { status: 200, body: "ok" };
}

describe("delivery counters through Prometheus", () => {
  it("counts the attempts and final states the receiver saw", async () => {
    receiver = await startReceiver((r) => reply(r.body));
    const sub = await subscribe(call, { url: receiver.url });
    await createProjects(call, 50, "Metrics");
    const list = await waitForDeliveries(call, sub.id, (l) => l.length === 50 && l.every(finished), 60_000);

    // What the receiver saw: every request, those it answered 2xx, those it refused for good.
    const replies = receiver.received.map((r) => reply(r.body).status);
    const sent = replies.length;
    const answered2xx = replies.filter((s) => s === 200).length;
    const refused = replies.filter((s) => s === 400).length;
    expect([sent, answered2xx, refused]).toEqual([60, 40, 10]);
    expect(list.filter((d) => d.status === "success")).toHaveLength(40);

    const attempts = (outcome: string) =>
      `sum(webhook_delivery_attempts_total{job="partner-console", outcome="${outcome}"})`;
    const finals = (state: string) =>
      `sum(webhook_deliveries_finished_total{job="partner-console", state="${state}"})`;
    expect(await settled(`sum(webhook_delivery_attempts_total{job="partner-console"})`, sent)).toBe(sent);
    expect(await settled(attempts("success"), answered2xx)).toBe(answered2xx);
    expect(await settled(attempts("retry"), sent - answered2xx - refused)).toBe(sent - answered2xx - refused);
    expect(await settled(attempts("failed"), refused)).toBe(refused);
    expect(await settled(finals("success"), answered2xx)).toBe(answered2xx);
    expect(await settled(finals("failed"), refused)).toBe(refused);
    // Every delivery's first attempt timed; the queue empty again.
    expect(await settled(`sum(webhook_event_first_attempt_seconds_count)`, 50)).toBe(50);
    expect(await settled(`sum(webhook_delivery_queue_depth)`, 0)).toBe(0);
    expect(await prometheus!.value(`up{job="partner-console"}`)).toBe(1);
  }, 120_000);

  it("labels sandbox requests by contract path, never by id", async () => {
    const posts = await prometheus!.value(
      `sum(http_requests_total{kind="sandbox", route="/sandbox/api/v1/projects", method="POST", status_class="2xx"})`,
    );
    expect(posts).toBeGreaterThanOrEqual(50);
    const res = await fetch(`${prometheus!.url}/api/v1/label/route/values`);
    const routes = ((await res.json()) as { data: string[] }).data;
    expect(routes).toContain("/sandbox/api/v1/webhookSubscriptions/{id}/deliveries");
    expect(routes.filter((r) => /\/\d+(\/|$)/.test(r))).toEqual([]);
  });
});

describe("pages and the console API", () => {
  it("are labelled by their app router templates", async () => {
    const base = server!.baseUrl;
    // Without a session: the page redirects to sign-in (3xx), the API refuses (401); both count.
    expect((await fetch(`${base}/projects/123`, { redirect: "manual" })).status).toBe(307);
    expect((await fetch(`${base}/api/projects/123`)).status).toBe(401);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(
      /^http_requests_total\{kind="page",route="\/projects\/\[projectId\]",method="GET",status_class="3xx"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{kind="api",route="\/api\/projects\/\[id\]",method="GET",status_class="4xx"\} [1-9]/m,
    );
    expect(text).not.toMatch(/route="[^"]*\/123/);
    // Signed in, a route without params; its call to the Partner API (the sandbox, over HTTP) counted too.
    const cookie = await signIn(base, "admin@example.com", DEMO_PASSWORD);
    expect((await fetch(`${base}/api/projects?limit=1`, { headers: { cookie } })).status).toBe(200);
    const after = await (await fetch(`${base}/metrics`)).text();
    expect(after).toMatch(
      /^http_requests_total\{kind="api",route="\/api\/projects",method="GET",status_class="2xx"\} [1-9]/m,
    );
    expect(after).toMatch(
      /^partner_api_requests_total\{operation="listProjects",status_class="2xx"\} [1-9]/m,
    );
    expect(after).toMatch(/^partner_api_token_fetches_total\{outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^db_pool_connections_idle\{pool="main"\} \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});

// A non-loopback IPv4 address of this machine, if it has one.
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

describe.skipIf(!outside)(`/metrics from ${outside ?? "a non-loopback address"}`, () => {
  const url = () => `http://${outside}:${server!.port}/metrics`;

  it("refuses a caller without the token with 403, whatever X-Forwarded-For says", async () => {
    const res = await fetch(url(), { headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "forbidden", message: expect.any(String) } });
  });

  it("refuses a wrong token with 401 and admits the right one", async () => {
    const wrong = await fetch(url(), { headers: { authorization: "Bearer not-the-token" } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
    const right = await fetch(url(), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toContain("text/plain");
    expect(await right.text()).toContain("webhook_delivery_attempts_total");
  });

  it("serves a loopback caller without a token", async () => {
    const res = await fetch(`http://127.0.0.1:${server!.port}/metrics`);
    expect(res.status).toBe(200);
  });
});
