import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect } from "vitest";
import type { TestServer } from "../../../lib/dev/server";

// Helpers of the record index tests (record-index*.test.ts): the console's /api/index routes as a signed-in
// user of a test's own server, and polling.

export type Hit = { kind: string; id: number; name: string; detail: string; href: string };
export type Freshness = { state: string; indexed: number; total: number | null; completeAsOf: string | null };
export type Status = { projects: Freshness; leads: Freshness; clients: Freshness };

export function consoleOf(server: TestServer, cookie: () => string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async function call<T = any>(method: string, p: string, body?: unknown) {
    const res = await fetch(`${server.baseUrl}${p}`, {
      method,
      headers: {
        cookie: cookie(),
        origin: server.baseUrl,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
}
export type ConsoleCall = ReturnType<typeof consoleOf>;

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function status(call: ConsoleCall): Promise<Status> {
  const res = await call<{ data: Status }>("GET", "/api/index/status");
  expect(res.status).toBe(200);
  return res.body.data;
}

export const complete = (call: ConsoleCall) =>
  waitFor("a complete index", async () => {
    const s = await status(call);
    return s.projects.state === "complete" && s.leads.state === "complete" ? s : undefined;
  });

export async function search(call: ConsoleCall, q: string, kinds = "project,lead,client"): Promise<Hit[]> {
  const res = await call<{ data: Hit[] }>(
    "GET",
    `/api/index/search?q=${encodeURIComponent(q)}&kinds=${kinds}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

// Polls search until `ok` holds; the time it took, in ms.
export async function searchUntil(
  call: ConsoleCall,
  q: string,
  ok: (hits: Hit[]) => boolean,
  timeoutMs = 10_000,
) {
  const started = Date.now();
  await waitFor(`search "${q}"`, async () => (ok(await search(call, q)) ? true : undefined), timeoutMs);
  return Date.now() - started;
}

// A console user on a server that runs against a configured API (no demo users there).
export function addUser(server: TestServer, role: "admin" | "manager") {
  execFileSync(
    path.join("node_modules", ".bin", "tsx"),
    [
      "--conditions=react-server",
      "scripts/user-add.ts",
      "--email",
      `${role}@example.com`,
      "--role",
      role,
    ].concat(["--password", "console-demo"]),
    { env: { ...process.env, DATABASE_URL: "", DATA_DIR: server.dataDir }, stdio: "pipe" },
  );
}
