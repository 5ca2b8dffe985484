import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type TestServer } from "../../lib/dev/server";
import { signIn } from "./support/console";
import { startCountingProxy, type Passed } from "./support/counting-proxy";
import { clientFor, sandboxVia, startOwnServer } from "./support/own-server";
import { addUser, consoleOf, status, waitFor } from "./support/record-index";

// Issue 26: the crawler stays within its share of the rate limit (default 20 %) and yields to people. A console
// of its own talks to its sandbox through a proxy that records every answer with its X-RateLimit-Reset, i.e.
// the sandbox's window it was counted in. Limit 50 a minute: the crawler's share is 10 calls a window; pages of
// 10 records make a pass of the seed need far more than that.
const LIMIT = 50;
const SHARE = Math.floor(LIMIT * 0.2);
let server: TestServer;
let proxy: { url: string; close: () => Promise<void> } | undefined;
const answers: Passed[] = [];
const crawl = () =>
  answers.filter((a) => /^\/sandbox\/api\/v1\/(projects|leads)\?/.test(a.url) && a.url.includes("limit=10"));
const windowOf = (a: Passed) => String(a.headers["x-ratelimit-reset"]);
const perWindow = () => {
  const n = new Map<string, number>();
  for (const a of crawl()) n.set(windowOf(a), (n.get(windowOf(a)) ?? 0) + 1);
  return n;
};

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  proxy = await startCountingProxy(origin, { answer: (a) => answers.push(a) });
  server = await startOwnServer(
    {
      ...sandboxVia(proxy.url, origin, "Counted", "record-index-quota-nextauth-secret"),
      SANDBOX_RATE_LIMIT: String(LIMIT),
      INDEX_PAGE_SIZE: "10",
      INDEX_RECONCILE_S: "1",
    },
    { port },
  );
  addUser(server, "manager");
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
});

describe("the crawler's share of the quota", () => {
  it("never takes more than its share of a window, and yields when people use the window", async () => {
    const cookie = await signIn("manager", server.baseUrl);
    const manager = consoleOf(server, () => cookie);
    // The first use of the console starts the crawler.
    expect((await status(manager)).projects.state).not.toBe("off");
    const first = await waitFor(
      "a window the crawler used up",
      async () => {
        for (const [w, n] of perWindow()) if (n >= SHARE) return w;
        return undefined;
      },
      90_000,
    );
    // The next window: people spend 30 calls in it as soon as the crawler shows up there.
    const second = await waitFor(
      "the next window",
      async () => {
        const w = crawl().find((a) => windowOf(a) !== first);
        return w ? windowOf(w) : undefined;
      },
      90_000,
    );
    const people = clientFor(() => server.baseUrl);
    for (let i = 0; i < 30; i++) expect((await people("GET", "/v1/project-statuses")).status).toBe(200);
    const afterPeople = Date.now();
    await new Promise((r) => setTimeout(r, 3_000));

    for (const [w, n] of perWindow()) expect(n, `window ${w}`).toBeLessThanOrEqual(SHARE);
    const lateCalls = crawl().filter((a) => windowOf(a) === second && a.at > afterPeople);
    // At most the one call it decided on before it saw the people's use.
    expect(lateCalls.length).toBeLessThanOrEqual(1);
    expect(crawl().some((a) => a.status === 429)).toBe(false);
    const s = await status(manager);
    expect(s.projects.state === "complete" && s.leads.state === "complete").toBe(false);
  }, 200_000);
});
