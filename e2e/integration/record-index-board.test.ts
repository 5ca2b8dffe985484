import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type TestServer } from "../../lib/dev/server";
import { signIn } from "./support/console";
import { startCountingProxy, type Passed } from "./support/counting-proxy";
import { clientFor, sandboxVia, startOwnServer } from "./support/own-server";
import { addUser, consoleOf, status, waitFor, type ConsoleCall } from "./support/record-index";

// Issue 26: a lead changed outside the console reaches it as an event at its own index subscription
// (/api/index/events/<key>), which marks the board's sums out of date (lib/record-index/events.ts), so the next
// board read recomputes them. Those sums are the board's own background run while the leads index is not
// complete: the crawler here may make one call a rate-limit window (a share of 1e-7), so it never completes.
// The console reaches its sandbox, and the sandbox reaches the console's subscription, through a proxy that
// records every answer: the run's lead pages (300 a page) and the events delivered.
const PHASE = 2;
let server: TestServer;
let proxy: { url: string; close: () => Promise<void> } | undefined;
let manager: ConsoleCall;
const answers: Passed[] = [];
const runPages = () => answers.filter((a) => /^\/sandbox\/api\/v1\/leads\?.*limit=300/.test(a.url));
const events = () => answers.filter((a) => a.method === "POST" && a.url.startsWith("/api/index/events/"));

type Summary = { state: string; asOf: string | null; phases: Record<string, { count: number; sum: number }> };
async function summary(): Promise<Summary> {
  const res = await manager<{ data: Summary }>("GET", "/api/leads/board-summary");
  expect(res.status).toBe(200);
  return res.body.data;
}
const summaryWhen = (what: string, ok: (s: Summary) => boolean) =>
  waitFor(what, async () => {
    const s = await summary();
    return ok(s) ? s : undefined;
  });

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  proxy = await startCountingProxy(origin, { answer: (a) => answers.push(a) });
  server = await startOwnServer(
    {
      ...sandboxVia(proxy.url, origin, "Counted", "record-index-board-nextauth-secret"),
      INDEX_PUBLIC_URL: proxy.url,
      INDEX_RATE_SHARE: "0.0000001",
      INDEX_PAGE_SIZE: "10",
    },
    { port },
  );
  addUser(server, "manager");
  const cookie = await signIn("manager", server.baseUrl);
  manager = consoleOf(server, () => cookie);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
});

describe("the board's sums and the console's own subscription", () => {
  it("a lead event at the console's subscription marks the sums out of date; the next read recomputes", async () => {
    expect((await status(manager)).leads.state).not.toBe("complete");
    const first = await summaryWhen("the first sums", (s) => s.state === "ready");
    expect(runPages().length).toBeGreaterThan(0);
    // That run was the console's first use of the API: the crawler started, and subscribes before its first pass.
    const sandbox = clientFor(() => server.baseUrl);
    await waitFor("the console's own subscription", async () => {
      const list = await sandbox("GET", "/v1/webhookSubscriptions?limit=300");
      return (list.body.data as { description: string; url: string; status: string }[]).find(
        (s) => s.description?.startsWith("Partner Console record index") && s.status === "active",
      );
    });

    // Read again with nothing changed: the same sums, and no lead paged for them.
    answers.length = 0;
    expect(await summary()).toMatchObject({ state: "ready", asOf: first.asOf });
    expect(runPages()).toHaveLength(0);

    // A lead's budget changed directly through the API, not through the console.
    const [lead] = (await sandbox("GET", `/v1/leads?phaseId=${PHASE}&limit=1`)).body.data as {
      id: number;
      budget: number | null;
    }[];
    const budget = (lead!.budget ?? 0) + 12_345;
    expect((await sandbox("PATCH", `/v1/leads/${lead!.id}`, { budget })).status).toBe(200);
    // Its event is answered once applied (the sums marked out of date first): the next read says so.
    await waitFor("the lead's event at the console", async () => events().find((e) => e.status === 204));
    expect(runPages()).toHaveLength(0);
    expect((await summary()).state).toBe("refreshing");
    const fresh = await summaryWhen("the recomputed sums", (s) => s.state === "ready");
    expect(fresh.asOf).not.toBe(first.asOf);
    expect(runPages().length).toBeGreaterThan(0);
    expect(fresh.phases[String(PHASE)]?.sum).toBe(first.phases[String(PHASE)]!.sum + 12_345);
    expect((await status(manager)).leads.state).not.toBe("complete");
  }, 120_000);
});
