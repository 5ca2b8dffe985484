import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { clients } from "./support/api";
import { createProjects, subscribe, waitForDeliveries } from "./support/deliveries";
import { expectError, expectStatus } from "./support/helpers";
import { signIn } from "./support/console";
import { clientFor, startOwnServer } from "./support/own-server";
import { complete, consoleOf, search, searchUntil } from "./support/record-index";
import { workbench } from "./support/workbench";

// The sandbox workbench's reset over HTTP, on servers of this file's own (a reset of everything would pull the
// suite's data from under the other files): one company or everything back to the seed, after a typed
// confirmation; and every workbench path 404 with the sandbox off.

describe("reset", () => {
  let server: TestServer | undefined;
  const own = () => server!.baseUrl;
  const ownWb = workbench(own);
  const ownOther = workbench(own, clients.other);
  const ownCall = clientFor(own);
  const count = async (path: string) => (await ownCall("GET", `${path}?limit=1`)).body.total as number;

  beforeAll(async () => {
    // Webhooks may reach public addresses only: an inbox, being the sandbox itself, is still a target.
    // An attempt times out after 2 s here, so an inbox's delay can outlast it quickly.
    server = await startOwnServer({
      SANDBOX_SEED_SCALE: "0.2",
      SANDBOX_WEBHOOK_TARGETS: "public",
      SANDBOX_WEBHOOK_TIMEOUT_MS: "2000",
    });
  }, 180_000);
  afterAll(async () => server?.stop());

  it("takes an inbox as a webhook target where only public addresses are (it is the sandbox itself)", async () => {
    const inbox = (await ownWb("POST", "/inboxes", { name: "Public policy" })).body.data;
    const loopback = await ownCall("POST", "/v1/webhookSubscriptions", {
      url: `${own()}/sandbox/api/v1/projects`,
      triggers: [{ resourceName: "project", eventType: "create" }],
    });
    expectError(loopback, 400, "validation_failed", "url");
    const sub = await subscribe(ownCall, { url: inbox.url });
    await createProjects(ownCall, 1, "Inbox under the public policy");
    const [d] = await waitForDeliveries(ownCall, sub.id, (l) => l[0]?.status === "success");
    expect(d!.attempts[0]!.responseStatus).toBe(200);
  }, 180_000);

  it("meets an inbox's behaviour as any receiver's: a 4xx is not retried, a delay past the timeout times out", async () => {
    const inbox = (await ownWb("POST", "/inboxes", { name: "Behaviour" })).body.data;
    const sub = await subscribe(ownCall, { url: inbox.url, maxAttempts: 3 });
    expectStatus(await ownWb("PATCH", `/inboxes/${inbox.id}`, { behaviour: { status: 410 } }), 200);
    await createProjects(ownCall, 1, "Refused by the inbox");
    const [refused] = await waitForDeliveries(ownCall, sub.id, (l) => l[0]?.status === "failed");
    expect(refused).toMatchObject({ failureReason: "rejected", attemptCount: 1 });

    expectStatus(
      await ownWb("PATCH", `/inboxes/${inbox.id}`, { behaviour: { status: 200, delayMs: 4000 } }),
      200,
    );
    await createProjects(ownCall, 1, "Too slow for the engine");
    const [slow] = await waitForDeliveries(
      ownCall,
      sub.id,
      (l) => l.length === 2 && l[0]!.attempts.some((a) => a.outcome !== "in_flight"),
    );
    expect(slow!.attempts[0]!.error).toMatch(/^timeout/);
    await ownCall("DELETE", `/v1/webhookSubscriptions/${sub.id}`);
  }, 180_000);

  it("through the console, for admins only: the record index forgets the old records and rebuilds from the seed", async () => {
    const adminCookie = await signIn("admin", own());
    const managerCookie = await signIn("manager", own());
    const admin = consoleOf(server!, () => adminCookie);
    const manager = consoleOf(server!, () => managerCookie);
    await complete(admin);
    // Made through the console, so the index has it at once (write-through), with no crawl under way.
    const name = `Indexed before the reset ${Date.now()}`;
    expect((await admin("POST", "/api/projects", { name })).status).toBe(200);
    await searchUntil(admin, name, (hits) => hits.some((h) => h.name === name));

    const body = { scope: "company", confirm: "Cascade Home Builders" };
    expect((await manager("POST", "/api/workbench/reset", body)).status).toBe(403);
    expect((await admin("POST", "/api/workbench/reset", { ...body, confirm: "Cascade" })).status).toBe(400);
    expect((await search(admin, name)).map((h) => h.name)).toContain(name);

    const res = await admin("POST", "/api/workbench/reset", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await search(admin, name)).toEqual([]);
    const rebuilt = await complete(admin);
    expect(rebuilt.projects.indexed).toBeGreaterThan(0);
    expect(await search(admin, name)).toEqual([]);
    // The console's own data stays: the same sessions still work.
    expect((await manager("GET", "/api/workbench/clock")).status).toBe(200);
  }, 180_000);

  it("puts one company back to the seed (typed confirmation), then everything; nothing changes on a wrong one", async () => {
    const info = await ownWb("GET", "/reset");
    expect(info.body.data).toEqual({
      company: { id: 1, name: "Cascade Home Builders" },
      confirm: { company: "Cascade Home Builders", all: "reset everything" },
    });
    // Back to the seed first: the test before made a project, a subscription and an inbox.
    expectStatus(await ownWb("POST", "/reset", { scope: "company", confirm: "Cascade Home Builders" }), 200);
    const seeded = await count("/v1/projects");
    await createProjects(ownCall, 2, "Before reset");
    const inbox = (await ownWb("POST", "/inboxes", { name: "Gone after reset" })).body.data;
    const sub = await subscribe(ownCall, { url: inbox.url });
    await ownWb("POST", "/clock/advance", { seconds: 600 });
    const otherInbox = (await ownOther("POST", "/inboxes", { name: "Company 2 keeps it" })).body.data;

    for (const body of [
      { scope: "company", confirm: "cascade home builders" },
      { scope: "all", confirm: "Cascade Home Builders" },
      { scope: "company" },
      { scope: "nothing", confirm: "x" },
    ])
      expectError(await ownWb("POST", "/reset", body), 400, "validation_failed");
    expect(await count("/v1/projects")).toBe(seeded + 2);

    const done = await ownWb("POST", "/reset", { scope: "company", confirm: "Cascade Home Builders" });
    expectStatus(done, 200);
    expect(await count("/v1/projects")).toBe(seeded);
    expect((await ownCall("GET", `/v1/webhookSubscriptions/${sub.id}`)).status).toBe(404);
    expect((await ownWb("GET", "/inboxes")).body.data).toEqual([]);
    expect((await ownWb("GET", "/clock")).body.data.offsetS).toBe(0);
    expect((await ownOther("GET", "/inboxes")).body.data.map((i: { id: number }) => i.id)).toEqual([
      otherInbox.id,
    ]);

    expectStatus(await ownWb("POST", "/reset", { scope: "all", confirm: "reset everything" }), 200);
    expect((await ownOther("GET", "/inboxes")).body.data).toEqual([]);
    expect(await count("/v1/projects")).toBe(seeded);
    // The ids start again as on a fresh sandbox, and tokens issued before still work.
    expect((await ownCall("GET", "/v1/projects?limit=1&offset=0")).body.data[0].id).toBe(1);
  }, 180_000);
});

describe("with the sandbox off", () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startOwnServer({ SANDBOX: "off", SANDBOX_WEBHOOKS: "off", INDEX: "off" });
  }, 180_000);
  afterAll(async () => server?.stop());

  it("every workbench path and the inbox answer 404", async () => {
    const paths: [string, string][] = [
      ["GET", "/sandbox/workbench/inboxes"],
      ["POST", "/sandbox/workbench/inboxes"],
      ["GET", "/sandbox/workbench/inboxes/1"],
      ["PATCH", "/sandbox/workbench/inboxes/1"],
      ["DELETE", "/sandbox/workbench/inboxes/1"],
      ["GET", "/sandbox/workbench/inboxes/1/requests"],
      ["GET", "/sandbox/workbench/inboxes/1/requests/1"],
      ["GET", "/sandbox/workbench/clock"],
      ["POST", "/sandbox/workbench/clock/advance"],
      ["POST", "/sandbox/workbench/clock/run-due"],
      ["GET", "/sandbox/workbench/reset"],
      ["POST", "/sandbox/workbench/reset"],
      ["POST", `/sandbox/inbox/${"a".repeat(32)}`],
    ];
    for (const [method, path] of paths) {
      const res = await fetch(`${server!.baseUrl}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "GET" ? undefined : JSON.stringify({ scope: "all", confirm: "reset everything" }),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  }, 180_000);
});
