import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type TestServer } from "../../lib/dev/server";
import { signIn } from "./support/console";
import { clientFor, startOwnServer } from "./support/own-server";
import {
  addUser,
  complete,
  consoleOf,
  search,
  status,
  waitFor,
  type ConsoleCall,
} from "./support/record-index";

// Issue 26: a console with two environments, one per company (the sandbox's clients of company 1 and 2), no
// webhooks (a configured API: the console has no public URL), and a reconciliation pass every 2 s: changes made
// outside the console reach the index by the crawler alone, and neither environment ever sees the other's rows.
let server: TestServer;
let manager: ConsoleCall;
let company1: ReturnType<typeof clientFor>;
let company2: ReturnType<typeof clientFor>;
const tag = Math.random().toString(36).slice(2, 8);

const useEnvironment = async (name: string) =>
  expect((await manager("POST", "/api/session/environment", { name })).status).toBe(200);

// The state of a pass that started after `since` and finished: one full reconciliation since then.
const passedSince = (since: number) =>
  waitFor(
    "a reconciliation pass",
    async () => {
      const s = await status(manager);
      const asOf = (f: { completeAsOf: string | null }) => (f.completeAsOf ? Date.parse(f.completeAsOf) : 0);
      return asOf(s.projects) > since && asOf(s.leads) > since ? s : undefined;
    },
    30_000,
  );

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = (name: string, clientId: string, clientSecret: string) => ({
    name,
    kind: "staging",
    baseUrl: `${origin}/sandbox/api`,
    authUrl: `${origin}/sandbox`,
    audience: origin,
    clientId,
    clientSecret,
  });
  server = await startOwnServer(
    {
      SANDBOX: "on",
      NEXTAUTH_SECRET: "record-index-reconcile-nextauth-secret",
      PARTNER_ENVIRONMENTS: JSON.stringify([
        env("One", "sandbox-partner", "sandbox-secret"),
        env("Two", "other-partner", "other-secret"),
      ]),
      INDEX_RECONCILE_S: "2",
    },
    { port },
  );
  addUser(server, "manager");
  const cookie = await signIn("manager", server.baseUrl);
  manager = consoleOf(server, () => cookie);
  company1 = clientFor(() => server.baseUrl);
  company2 = clientFor(() => server.baseUrl, { id: "other-partner", secret: "other-secret" });
  await complete(manager);
  await useEnvironment("Two");
  await complete(manager);
  await useEnvironment("One");
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe("the record index without webhooks", () => {
  it("has no subscription of its own where the API cannot reach the console", async () => {
    const list = await company1("GET", "/v1/webhookSubscriptions?limit=300");
    expect(list.body.data.some((s: { description: string }) => s.description?.includes("record index"))).toBe(
      false,
    );
  });

  it("keeps companies apart: a query in one environment never returns the other's records", async () => {
    const name = `Echidna Loft ${tag}`;
    const mine = (await company1("POST", "/v1/projects", { name })).body.data.id as number;
    const theirs = (await company2("POST", "/v1/projects", { name })).body.data.id as number;
    const lead2 = (await company2("POST", "/v1/leads", { name })).body.data.id as number;
    const since = Date.now();
    await passedSince(since);
    const hits1 = await search(manager, name.toLowerCase());
    expect(hits1.map((h) => h.id)).toContain(mine);
    expect(hits1.map((h) => h.id)).not.toContain(theirs);
    expect(hits1.map((h) => h.id)).not.toContain(lead2);
    const page1 = await manager("GET", `/api/index/projects?q=${encodeURIComponent(name)}`);
    expect(page1.body.data.map((r: { id: number }) => r.id)).toEqual([mine]);

    await useEnvironment("Two");
    try {
      await passedSince(since);
      const hits2 = await search(manager, name.toLowerCase());
      expect(hits2.map((h) => `${h.kind}:${h.id}`).sort()).toEqual(
        [`lead:${lead2}`, `project:${theirs}`].sort(),
      );
      const page2 = await manager("GET", `/api/index/projects?q=${encodeURIComponent(name)}`);
      expect(page2.body.data.map((r: { id: number }) => r.id)).toEqual([theirs]);
      const clients2 = await manager("GET", "/api/index/clients?limit=50");
      const clients1 = (await company1("GET", "/v1/projects?limit=300")).body.data
        .map((p: { client: { id: number } | null }) => p.client?.id)
        .filter(Boolean) as number[];
      const ids2 = clients2.body.data.map((c: { id: number }) => c.id) as number[];
      expect(ids2.filter((id) => clients1.includes(id))).toEqual([]);
    } finally {
      await useEnvironment("One");
    }
  });

  it("takes a change and a delete made outside the console within one reconciliation pass", async () => {
    const id = (await company1("POST", "/v1/projects", { name: `Platypus Porch ${tag}` })).body.data
      .id as number;
    await passedSince(Date.now());
    expect((await search(manager, `platypus porch ${tag}`)).map((h) => h.id)).toContain(id);

    expect(
      (await company1("PATCH", `/v1/projects/${id}`, { name: `Platypus Patio ${tag}`, archived: true }))
        .status,
    ).toBe(200);
    await passedSince(Date.now());
    // Renamed: found under its new name only (a fuzzy search for the old one may still list it, by its new name).
    const renamed = (await search(manager, `platypus porch ${tag}`)).find((h) => h.id === id);
    expect(renamed?.name ?? `Platypus Patio ${tag}`).toBe(`Platypus Patio ${tag}`);
    const archived = await manager(
      "GET",
      `/api/index/projects?archived=true&q=${encodeURIComponent(`platypus patio ${tag}`)}`,
    );
    expect(archived.body.data.map((r: { id: number }) => r.id)).toEqual([id]);

    expect((await company1("DELETE", `/v1/projects/${id}`)).status).toBe(200);
    await passedSince(Date.now());
    expect((await search(manager, `platypus patio ${tag}`)).map((h) => h.id)).not.toContain(id);
  });

  it("is dropped and rebuilt by npm run index:rebuild while the console keeps answering", async () => {
    const dropped = Date.now();
    execFileSync(
      path.join("node_modules", ".bin", "tsx"),
      ["--conditions=react-server", "scripts/index-rebuild.ts"],
      { env: { ...process.env, DATABASE_URL: "", DATA_DIR: server.dataDir }, stdio: "pipe" },
    );
    // Never complete as of a time before the drop: either rebuilding, or complete from a pass begun after it.
    const after = await status(manager);
    if (after.projects.state === "complete")
      expect(Date.parse(after.projects.completeAsOf!)).toBeGreaterThanOrEqual(dropped);
    else expect(["empty", "indexing"]).toContain(after.projects.state);
    // The console's own pages do not depend on the index.
    expect((await manager("GET", "/api/projects?limit=5")).status).toBe(200);
    const s = await complete(manager);
    const total = (await company1("GET", "/v1/projects?limit=1")).body.total as number;
    expect(s.projects.indexed).toBe(total);
  });
});
