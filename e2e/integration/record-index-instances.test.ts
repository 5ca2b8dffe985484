import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type TestServer } from "../../lib/dev/server";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { signIn } from "./support/console";
import { startCountingProxy, type Passed } from "./support/counting-proxy";
import { startOwnServer } from "./support/own-server";
import { startServer } from "../../lib/dev/server";
import { addUser, complete, consoleOf } from "./support/record-index";

// Issue 26: two instances of the app on one PostgreSQL keep one index without double work. Both talk to the
// sandbox through one counting proxy; both start their crawler at once. The environment's advisory lock lets one
// crawl: together they read each page of the first pass once.
const PAGE = 20;
let first: TestServer;
let second: TestServer;
let proxy: { url: string; close: () => Promise<void> } | undefined;
const answers: Passed[] = [];
const pages = (kind: string) =>
  answers.filter((a) => a.url.startsWith(`/sandbox/api/v1/${kind}?`) && a.url.includes(`limit=${PAGE}`));

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  proxy = await startCountingProxy(origin, { answer: (a) => answers.push(a) });
  const env = {
    SANDBOX: "on",
    NEXTAUTH_SECRET: "record-index-instances-nextauth-secret",
    PARTNER_API_BASE_URL: `${proxy.url}/sandbox/api`,
    PARTNER_AUTH_URL: `${proxy.url}/sandbox`,
    PARTNER_AUDIENCE: origin,
    PARTNER_CLIENT_ID: "sandbox-partner",
    PARTNER_CLIENT_SECRET: "sandbox-secret",
    PARTNER_ENVIRONMENT_NAME: "Shared",
    PARTNER_ENVIRONMENT_KIND: "staging",
    INDEX_PAGE_SIZE: String(PAGE),
    INDEX_RECONCILE_S: "600",
  };
  first = await startOwnServer(env, { port });
  const databaseUrl = embeddedDatabaseUrl(first.dataDir);
  if (!databaseUrl) throw new Error("the first server's database was not found");
  second = await startServer({ ...env, DATABASE_URL: databaseUrl });
  addUser(first, "manager");
}, 180_000);

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await proxy?.close();
});

describe("two instances of the app", () => {
  it("share one index: each page of the first pass is read once, not once per instance", async () => {
    const [a, b] = await Promise.all([signIn("manager", first.baseUrl), signIn("manager", second.baseUrl)]);
    const one = consoleOf(first, () => a);
    const two = consoleOf(second, () => b);
    // Both start crawling on their first use.
    await Promise.all([one("GET", "/api/index/status"), two("GET", "/api/index/status")]);
    const s = await complete(two);
    await complete(one);
    const expected = (n: number | null) => Math.ceil((n ?? 0) / PAGE) + 1;
    expect(pages("projects").length).toBeLessThanOrEqual(expected(s.projects.total));
    expect(pages("leads").length).toBeLessThanOrEqual(expected(s.leads.total));
    // Every record indexed once, seen alike from either instance.
    const total = (await one("GET", "/api/index/projects?limit=1")).body.total as number;
    expect((await two("GET", "/api/index/projects?limit=1")).body.total).toBe(total);
    expect(total).toBe(s.projects.total);
  });
});
