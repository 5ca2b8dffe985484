import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { freePort, type TestServer } from "../../lib/dev/server";
import { ended, startJob, waitJob, type Job } from "./support/bulk";
import { signIn } from "./support/console";
import { startCountingProxy, type Passed } from "./support/counting-proxy";
import { clientFor, sandboxVia, startOwnServer } from "./support/own-server";
import { addUser, consoleOf } from "./support/record-index";

// Issue 41: a bulk job survives a crash of its server (kill -9 of app and database) and resumes on the next
// start without writing any record twice, waiting on 429 with Retry-After when people used up the window. The
// console reaches its sandbox through a proxy that sees every call; the sandbox allows 120 calls a minute, the
// job's share is half of that.
const LIMIT = 120;
const LEADS = 40;
let server: TestServer;
let proxy: { url: string; close: () => Promise<void> } | undefined;
const answers: Passed[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-bulk-"));
let port = 0;
let env: Record<string, string> = {};
let contactId = 0;
let leadIds: number[] = [];

const start = (limit: number) =>
  startOwnServer({ ...env, SANDBOX_RATE_LIMIT: String(limit) }, { port, dataDir });

beforeAll(async () => {
  port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  proxy = await startCountingProxy(origin, { answer: (a) => answers.push(a) });
  env = { ...sandboxVia(proxy.url, origin, "Bulk", "bulk-restart-nextauth-secret"), INDEX: "off" };
  // Set up without a limit: a contact's leads in phase 1, LEADS of them at least.
  server = await start(1_000_000);
  const sandbox = clientFor(() => server.baseUrl);
  contactId = (await sandbox("GET", "/v1/leads?limit=1")).body.data[0].contactId;
  const created = await Promise.all(
    Array.from({ length: LEADS }, (_, i) =>
      sandbox("POST", "/v1/leads", { name: `Bulk restart ${i}`, contactId, phaseId: 1 }),
    ),
  );
  expect(created.every((r) => r.status === 201)).toBe(true);
  const listed = await sandbox("GET", `/v1/leads?contactId=${contactId}&phaseId=1&limit=300`);
  leadIds = (listed.body.data as { id: number; status: { value: string } }[])
    .filter((l) => l.status.value !== "Retired")
    .map((l) => l.id);
  addUser(server, "admin");
  await server.stop();
  server = await start(LIMIT);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const writesOf = (id: number) =>
  answers.filter((a) => a.method === "POST" && a.url.startsWith(`/sandbox/api/v1/leads/${id}/updatePhase`));

describe("a bulk job across a crash", () => {
  it("resumes after kill -9, waits on 429, writes each lead once and audits once", async () => {
    let cookie = await signIn("admin", server.baseUrl);
    let admin = consoleOf(server, () => cookie);
    // Start in a window of its own (the setup's calls count in the one it made them in).
    const people = clientFor(() => server.baseUrl);
    const reset = Number((await people("GET", "/v1/project-statuses")).headers.get("x-ratelimit-reset"));
    await new Promise((r) => setTimeout(r, Math.max(0, reset * 1000 - Date.now()) + 300));
    const asked = Date.now();
    const job = await startJob(admin, {
      entity: "lead",
      action: "phase",
      value: 2,
      selection: { filters: { contactId, phaseId: 1, retired: false } },
    });
    const first = await waitJob(admin, job.id, (j) => j.collected > 0 || j.succeeded > 0, 10_000);
    const firstProgressMs = Date.now() - asked;
    expect(first.total).toBe(leadIds.length);
    console.log(`bulk job: first progress after ${firstProgressMs} ms`);
    expect(firstProgressMs).toBeLessThan(3_000);

    // People use up the window while the job runs: its next call is refused with 429 and Retry-After.
    for (let i = 0; i < LIMIT * 2; i++)
      if ((await people("GET", "/v1/project-statuses")).status === 429) break;
    const refusedJob = () =>
      answers.some((a) => a.status === 429 && a.url.startsWith("/sandbox/api/v1/leads"));
    for (let i = 0; i < 100 && !refusedJob(); i++) await new Promise((r) => setTimeout(r, 100));
    // Its view says until when it waits (kept in the store, so any instance's view says it).
    const before = await waitJob(admin, job.id, (j) => j.waitingUntil !== null, 5_000);
    expect(before.state).toBe("running");
    expect(Date.parse(before.waitingUntil!)).toBeGreaterThan(Date.now());
    server.kill9();
    server = await start(LIMIT);

    cookie = await signIn("admin", server.baseUrl);
    admin = consoleOf(server, () => cookie);
    const done: Job = await waitJob(admin, job.id, ended, 150_000);
    expect(done).toMatchObject({ state: "done", failed: 0, total: leadIds.length });
    expect(done.succeeded + done.skipped).toBe(leadIds.length);

    // Each lead was moved by exactly one accepted write; none was sent again after the restart.
    for (const id of leadIds) {
      const accepted = writesOf(id).filter((a) => a.status === 200);
      expect(accepted.length, `lead ${id}`).toBe(1);
    }
    const refused = answers.filter((a) => a.status === 429 && a.url.startsWith("/sandbox/api/v1/leads"));
    expect(refused.length).toBeGreaterThan(0);
    // After a 429 the job waited what Retry-After said before its next call.
    for (const r of refused) {
      const next = answers.find((a) => a.at > r.at && a.url.startsWith("/sandbox/api/v1/leads"));
      if (next)
        expect(next.at - r.at).toBeGreaterThanOrEqual(Number(r.headers["retry-after"]) * 1000 - 1_000);
    }

    const db = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
    await db.connect();
    try {
      const audits = await db.query(`SELECT operation, detail FROM console.audit_log WHERE target = $1`, [
        `bulk job ${job.id}`,
      ]);
      expect(audits.rows).toHaveLength(1);
      expect(audits.rows[0].operation).toBe("bulk.lead.phase");
    } finally {
      await db.end();
    }
  }, 300_000);
});
