import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { signIn } from "./support/console";
import { waitForDeliveries } from "./support/deliveries";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { clientFor, startOwnServer } from "./support/own-server";
import { complete, consoleOf, search, searchUntil, waitFor, type ConsoleCall } from "./support/record-index";

// Issue 43, findings 1 and 2: a deleted record never comes back to the index from a retried or replayed event,
// and the console's own subscription is the console's: refused to people, and put back when changed upstream.
let server: TestServer;
let manager: ConsoleCall;
let admin: ConsoleCall;
let support: ConsoleCall;
let sandbox: ReturnType<typeof clientFor>;
let ownId = 0;
const tag = Math.random().toString(36).slice(2, 8);

type Sub = { id: number; url: string; description: string; status: string; headers: Record<string, string> };

beforeAll(async () => {
  // Reconciliation far away (nothing but events and write-through reaches the index), the own subscription
  // checked every 2 s.
  server = await startOwnServer({ INDEX_RECONCILE_S: "600", INDEX_CHECK_S: "2" });
  const [m, a, s] = await Promise.all([
    signIn("manager", server.baseUrl),
    signIn("admin", server.baseUrl),
    signIn("support", server.baseUrl),
  ]);
  manager = consoleOf(server, () => m);
  admin = consoleOf(server, () => a);
  support = consoleOf(server, () => s);
  sandbox = clientFor(() => server.baseUrl);
  await complete(manager);
  const own = await waitFor("the console's subscription", async () => {
    const list = await sandbox("GET", "/v1/webhookSubscriptions?limit=300");
    return (list.body.data as Sub[]).find((x) => x.description?.startsWith("Partner Console record index"));
  });
  ownId = own.id;
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe("the record index after a delete", () => {
  it("does not bring a deleted lead back when its create delivery is replayed", async () => {
    const name = `Numbat Deck ${tag}`;
    const created = await manager("POST", "/api/leads", { name, phaseId: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    // The create event reached the index's receiver.
    const [delivery] = await waitForDeliveries(sandbox, ownId, (list) =>
      list.some(
        (d) => d.eventType === "lead.create" && d.requestBody?.entity_id === id && d.status === "success",
      ),
    ).then((list) => list.filter((d) => d.eventType === "lead.create" && d.requestBody?.entity_id === id));
    await searchUntil(manager, name.toLowerCase(), (hits) => hits.some((h) => h.id === id));

    expect((await admin("DELETE", `/api/leads/${id}`)).status).toBe(200);
    expect((await search(manager, name.toLowerCase())).some((h) => h.id === id)).toBe(false);

    // Replayed upstream (any token of the company can): same delivery_id, delivered again.
    const replay = await sandbox(
      "POST",
      `/v1/webhookSubscriptions/${ownId}/deliveries/${delivery!.id}/replay`,
    );
    expect(replay.status, JSON.stringify(replay.body)).toBeLessThan(300);
    await waitForDeliveries(sandbox, ownId, (list) =>
      list.some(
        (d) =>
          d.id === delivery!.id && d.attempts.length >= 2 && d.attempts.every((a) => a.outcome === "success"),
      ),
    );
    expect((await search(manager, name.toLowerCase())).some((h) => h.id === id)).toBe(false);
    expect((await manager("GET", `/api/leads/${id}`)).status).toBe(404);
  });
});

describe("the console's own subscription", () => {
  it("is refused to every role: edit, pause, disable, test, replay, recreate, delete", async () => {
    const refused = async (call: ConsoleCall, method: string, path: string, body?: unknown) => {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.body.error.code).toBe("system_subscription");
      expect(res.body.error.message).toMatch(/record index/);
    };
    await refused(manager, "PATCH", `/api/webhooks/${ownId}`, { url: "https://example.com/elsewhere" });
    await refused(admin, "PATCH", `/api/webhooks/${ownId}`, { description: "mine now" });
    await refused(support, "POST", `/api/webhooks/${ownId}/pause`);
    await refused(support, "POST", `/api/webhooks/${ownId}/disable`);
    await refused(support, "POST", `/api/webhooks/${ownId}/test`, {});
    await refused(support, "POST", `/api/webhooks/${ownId}/replay-failed`, {
      since: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await refused(
      support,
      "POST",
      `/api/webhooks/${ownId}/deliveries/00000000-0000-4000-8000-000000000000/replay`,
    );
    await refused(manager, "POST", `/api/webhooks/${ownId}/recreate`, {});
    await refused(admin, "DELETE", `/api/webhooks/${ownId}`);
    const upstream = await sandbox("GET", `/v1/webhookSubscriptions/${ownId}`);
    expect(upstream.body.data).toMatchObject({ status: "active" });
    expect(upstream.body.data.description).toMatch(/^Partner Console record index/);
  });

  it("is put back, and the repair audited, when it is changed upstream", async () => {
    const before = (await sandbox("GET", `/v1/webhookSubscriptions/${ownId}`)).body.data as Sub;
    const changed = await sandbox("PATCH", `/v1/webhookSubscriptions/${ownId}`, {
      url: "http://127.0.0.1:9/stolen",
      headers: { "X-Elsewhere": "1" },
      status: "paused",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const repaired = await waitFor(
      "the subscription put back",
      async () => {
        const s = (await sandbox("GET", `/v1/webhookSubscriptions/${ownId}`)).body.data as Sub;
        return s.url === before.url && s.status === "active" ? s : undefined;
      },
      30_000,
    );
    expect(repaired.headers).toEqual(before.headers);

    const db = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
    await db.connect();
    try {
      const { rows } = await db.query(
        "SELECT target, detail, role FROM console.audit_log WHERE operation = 'webhook.repair' ORDER BY id DESC",
      );
      expect(rows[0]).toMatchObject({ target: `webhook ${ownId}`, role: "system" });
      expect(rows[0].detail).toMatch(/url.*status.*headers/);
    } finally {
      await db.end();
    }
  });
});
