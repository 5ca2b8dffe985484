import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { signIn } from "./support/console";
import { clientFor, startOwnServer } from "./support/own-server";
import {
  complete,
  consoleOf,
  search,
  searchUntil,
  status,
  waitFor,
  type ConsoleCall,
} from "./support/record-index";

// Issue 26: the record index of a sandbox-mode console, with its own webhook subscription (events on) and no
// reconciliation during the test (INDEX_RECONCILE_S=600): what reaches the index here came by write-through or
// by the console's own subscription.
let server: TestServer;
let manager: ConsoleCall;
let admin: ConsoleCall;
let sandbox: ReturnType<typeof clientFor>;
let ownSubId = 0;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  server = await startOwnServer({ INDEX_RECONCILE_S: "600" });
  const managerCookie = await signIn("manager", server.baseUrl);
  const adminCookie = await signIn("admin", server.baseUrl);
  manager = consoleOf(server, () => managerCookie);
  admin = consoleOf(server, () => adminCookie);
  sandbox = clientFor(() => server.baseUrl);
  await complete(manager);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const setOwnSubscription = async (s: "active" | "paused") =>
  expect((await sandbox("PATCH", `/v1/webhookSubscriptions/${ownSubId}`, { status: s })).status).toBe(200);

describe("the record index", () => {
  it("backfills the seed, and says so", async () => {
    const s = await status(manager);
    const projects = await sandbox("GET", "/v1/projects?limit=1");
    const leads = await sandbox("GET", "/v1/leads?limit=1");
    expect(s.projects).toMatchObject({
      state: "complete",
      indexed: projects.body.total,
      total: projects.body.total,
    });
    expect(s.leads).toMatchObject({ state: "complete", indexed: leads.body.total });
    expect(s.clients.state).toBe("complete");
    expect(s.clients.indexed).toBeGreaterThan(0);
  });

  it("holds a subscription of its own, marked as the console's", async () => {
    const subs = await waitFor("the console's subscription", async () => {
      const list = await sandbox("GET", "/v1/webhookSubscriptions?limit=300");
      const own = (list.body.data as { id: number; description: string; url: string; status: string }[]).find(
        (s) => s.description?.startsWith("Partner Console record index"),
      );
      return own;
    });
    expect(subs.url).toMatch(/\/api\/index\/events\/[\w-]+$/);
    expect(subs.status).toBe("active");
    ownSubId = subs.id;
  });

  it("writes through what the console writes and reads, and removes what it deletes", async () => {
    await setOwnSubscription("paused");
    try {
      const created = await manager("POST", "/api/projects", { name: `Quokka Pergola ${tag}`, budget: 1234 });
      expect(created.status).toBe(200);
      const id = created.body.data.id as number;
      await searchUntil(manager, `quokka pergola ${tag}`, (h) => h.some((x) => x.id === id), 2_000);

      // Made outside the console, with events paused: not in the index until the console reads it.
      const direct = await sandbox("POST", "/v1/projects", { name: `Wombat Shed ${tag}` });
      expect(direct.status).toBe(201);
      const directId = direct.body.data.id as number;
      await new Promise((r) => setTimeout(r, 1_000));
      expect((await search(manager, `wombat shed ${tag}`)).map((h) => h.id)).not.toContain(directId);
      expect((await manager("GET", `/api/projects/${directId}`)).status).toBe(200);
      await searchUntil(manager, `wombat shed ${tag}`, (h) => h.some((x) => x.id === directId), 2_000);

      // An edit through the console renames it in the index.
      const edited = await manager("PATCH", `/api/projects/${directId}`, { name: `Wombat Barn ${tag}` });
      expect(edited.status).toBe(200);
      await searchUntil(manager, `wombat barn ${tag}`, (h) => h.some((x) => x.id === directId), 2_000);
      // Found under its new name only (a fuzzy search for the old name may still list it, by the new one).
      const renamed = (await search(manager, `wombat shed ${tag}`)).find((h) => h.id === directId);
      expect(renamed?.name ?? `Wombat Barn ${tag}`).toBe(`Wombat Barn ${tag}`);

      expect((await admin("DELETE", `/api/projects/${id}`)).status).toBe(200);
      await searchUntil(manager, `quokka pergola ${tag}`, (h) => !h.some((x) => x.id === id), 2_000);
    } finally {
      await setOwnSubscription("active");
    }
  });

  it("a change made directly through the API reaches search within 2 s through the console's subscription", async () => {
    const made = await sandbox("POST", "/v1/projects", { name: `Numbat Gazebo ${tag}` });
    expect(made.status).toBe(201);
    const id = made.body.data.id as number;
    const created = await searchUntil(
      manager,
      `numbat gazebo ${tag}`,
      (h) => h.some((x) => x.id === id),
      2_000,
    );
    expect((await sandbox("PATCH", `/v1/projects/${id}`, { name: `Numbat Atrium ${tag}` })).status).toBe(200);
    await searchUntil(manager, `numbat atrium ${tag}`, (h) => h.some((x) => x.id === id), 2_000);
    expect((await sandbox("DELETE", `/v1/projects/${id}`)).status).toBe(200);
    await searchUntil(manager, `numbat atrium ${tag}`, (h) => !h.some((x) => x.id === id), 2_000);

    const lead = await sandbox("POST", "/v1/leads", { name: `Bilby Deck ${tag}`, budget: 10 });
    expect(lead.status).toBe(201);
    const leadId = lead.body.data.id as number;
    await searchUntil(
      manager,
      `bilby deck ${tag}`,
      (h) => h.some((x) => x.id === leadId && x.kind === "lead"),
      2_000,
    );
    expect((await sandbox("POST", `/v1/leads/${leadId}/retire`)).status).toBe(200);
    await waitFor(
      "the retired lead in the retired filter",
      async () => {
        const r = await manager(
          "GET",
          `/api/index/leads?retired=true&q=${encodeURIComponent(`bilby deck ${tag}`)}`,
        );
        return r.body.data.some((l: { id: number }) => l.id === leadId) ? true : undefined;
      },
      2_000,
    );
    expect(created).toBeLessThanOrEqual(2_000);
  });

  it("pages every project in a stable order by a cursor, as many as the API holds", async () => {
    const total = (await sandbox("GET", "/v1/projects?limit=1")).body.total as number;
    const seen = new Set<number>();
    let cursor: string | null = null;
    let pages = 0;
    let last: number | null = null;
    do {
      const qs: string = `sort=budget&order=desc&limit=100${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await manager("GET", `/api/index/projects?${qs}`);
      expect(page.status).toBe(200);
      expect(page.body.freshness.state).toBe("complete");
      for (const row of page.body.data as { id: number; budget: number | null }[]) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
        const b = row.budget ?? -1;
        if (last !== null) expect(b).toBeLessThanOrEqual(last);
        last = b;
      }
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(seen.size).toBe(total);
  });

  it("refuses bad input in the console's error shape, and events that are not signed by its secret", async () => {
    for (const q of [
      "/api/index/search?q=",
      `/api/index/search?q=${"x".repeat(101)}`,
      "/api/index/search?q=a&limit=21",
      "/api/index/search?q=a&kinds=vendor",
      "/api/index/projects?sort=notes",
      "/api/index/projects?cursor=abc",
      "/api/index/leads?limit=101",
    ]) {
      const res = await manager("GET", q);
      expect(res.status, q).toBe(400);
      expect(typeof res.body.error.code).toBe("string");
    }
    const anon = await fetch(`${server.baseUrl}/api/index/search?q=silva`);
    expect(anon.status).toBe(401);
    const url = (await sandbox("GET", `/v1/webhookSubscriptions/${ownSubId}`)).body.data.url as string;
    const body = JSON.stringify({
      event_type: "project.delete",
      entity_type: "project",
      entity_id: 1,
      data: {},
    });
    const forged = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "x-webhook-signature": `sha256=${"0".repeat(64)}`,
      },
      body,
    });
    expect(forged.status).toBe(401);
    const unknown = await fetch(`${server.baseUrl}/api/index/events/nope`, { method: "POST", body });
    expect(unknown.status).toBe(404);
  });
});
