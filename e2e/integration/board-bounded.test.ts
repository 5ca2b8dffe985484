import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type TestServer } from "../../lib/dev/server";
import { signIn } from "./support/console";
import { startCountingProxy } from "./support/counting-proxy";
import { clientFor, sandboxVia, startOwnServer } from "./support/own-server";
import { addUser } from "./support/record-index";

// Issue 25: the board never pages a whole phase. A console of its own talks to its sandbox through a proxy
// that counts the API calls, with one phase grown to 5,000 leads.
const PHASE = 3;
const GROWN = 5_000;
let server: TestServer;
let proxy: { url: string; close: () => Promise<void> } | undefined;
let cookie = "";
const calls: string[] = [];
const leadPages = () => calls.filter((c) => c.startsWith("GET /sandbox/api/v1/leads?"));

async function consoleGet<T>(p: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${p}`, { headers: { cookie } });
  expect(res.status, p).toBe(200);
  return (await res.json()) as T;
}

type Summary = {
  state: string;
  phases: Record<string, { count: number; sum: number }>;
  progress: { read: number; total: number | null } | null;
};
async function summaryWhen(ok: (s: Summary) => boolean): Promise<Summary> {
  for (let i = 0; i < 300; i++) {
    const { data } = await consoleGet<{ data: Summary }>("/api/leads/board-summary");
    if (ok(data)) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the board summary never got there");
}

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  proxy = await startCountingProxy(origin, { request: (c) => calls.push(c) });
  const via = proxy.url;
  server = await startOwnServer(
    {
      ...sandboxVia(via, origin, "Counted", "board-bounded-nextauth-secret-value"),
      // The record index's crawler pages leads too; its own share of the quota is tested in record-index tests.
      INDEX: "off",
    },
    { port },
  );
  // Its own database: never the suite's DATABASE_URL (the CI's second pass sets one).
  addUser(server, "manager");
  // Straight to the sandbox, not through the counting proxy: 5,000 more leads in one phase.
  const sandbox = clientFor(() => server.baseUrl);
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < GROWN) {
        const n = next++;
        const res = await sandbox("POST", "/v1/leads", { name: `Grown ${n}`, phaseId: PHASE, budget: 10 });
        expect(res.status).toBe(201);
      }
    }),
  );
  cookie = await signIn("manager", server.baseUrl);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
});

describe("the board's loading is bounded", () => {
  it("a column of a 5,000-lead phase costs one API page call, and shows the API's total", async () => {
    calls.length = 0;
    const page = await consoleGet<{ data: { phaseId: number }[]; total: number; limit: number }>(
      `/api/leads/column?phaseId=${PHASE}&offset=0&limit=50`,
    );
    expect(page.data).toHaveLength(50);
    expect(page.data.every((l) => l.phaseId === PHASE)).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(GROWN);
    expect(leadPages()).toHaveLength(1);
  });

  it("sums every phase in the background, paged at 300, and recomputes after a lead write", async () => {
    const { total } = await consoleGet<{ total: number }>(`/api/leads/column?phaseId=${PHASE}&limit=1`);
    calls.length = 0;
    const first = await summaryWhen((s) => s.state === "ready");
    expect(first.phases[String(PHASE)]?.count).toBe(total);
    // Every lead once, 300 to a page: no page walked twice.
    const pages = leadPages();
    expect(pages.every((c) => c.includes("limit=300"))).toBe(true);
    const all = await consoleGet<{ total: number }>("/api/leads?limit=1");
    expect(pages.length).toBeLessThanOrEqual(Math.ceil(all.total / 300) + 1);

    // A move through the console marks it out of date; the next read starts a run that counts the move.
    const lead = await consoleGet<{ data: { id: number }[] }>(`/api/leads/column?phaseId=${PHASE}&limit=1`);
    const moved = await fetch(`${server.baseUrl}/api/leads/${lead.data[0]!.id}/phase`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify({ phaseId: 1 }),
    });
    expect(moved.status).toBe(200);
    const { data: after } = await consoleGet<{ data: Summary }>("/api/leads/board-summary");
    expect(after.state).toBe("refreshing");
    const fresh = await summaryWhen((s) => s.state === "ready");
    expect(fresh.phases[String(PHASE)]?.count).toBe(total - 1);
  });
});
