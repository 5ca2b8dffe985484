import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { signIn } from "./support/console";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { clientFor, startOwnServer } from "./support/own-server";

// The projects CSV export streams with back-pressure, and a browser that goes away is not an error: on a server
// of this file's own (debug log) with 12,000 projects of 2 KB names (40 API pages of 300, 25 MB of CSV: well
// more than the loopback socket buffers between a paused reader and the server hold, about 10 MB here).
let server: TestServer | undefined;
let db: pg.Client | undefined;
let cookie = "";
const sandbox = clientFor(() => server!.baseUrl);

beforeAll(async () => {
  // The record index's crawler pages projects in the background: its calls would count as the export's (its own
  // share of the quota is tested in record-index-quota.test.ts).
  server = await startOwnServer({ LOG_LEVEL: "debug", INDEX: "off" });
  db = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
  await db.connect();
  await db.query(`
    INSERT INTO sandbox.projects (company_id, name, contact_id, status_id, owner_id, budget, project_type,
                                  project_type_name, archived, notes)
    SELECT p.company_id, p.name || ' #' || g || ' ' || repeat('x', 2000), p.contact_id, p.status_id, p.owner_id, p.budget, p.project_type,
           p.project_type_name, p.archived, p.notes
    FROM sandbox.projects p, generate_series(1, 12000 / (SELECT count(*) FROM sandbox.projects WHERE company_id = 1)) g
    WHERE p.company_id = 1`);
  cookie = await signIn("admin", server.baseUrl);
}, 120_000);
afterAll(async () => {
  await db?.end();
  await server?.stop();
});

// The partner client's calls so far today, as the sandbox counts them (the console calls as that client): each
// look costs one call itself. Exact within one server process (lib/sandbox/rate-lease.ts).
async function callsSoFar(): Promise<number> {
  const res = await sandbox("GET", "/v1/project-statuses");
  expect(res.status).toBe(200);
  return Number(res.headers.get("x-usage-limit")) - Number(res.headers.get("x-usage-remaining"));
}

// A GET whose body is read only when the test says so (node:http, whose paused response stops reading the
// socket, as a slow browser does).
function openExport(path: string) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${server!.baseUrl}${path}`, { headers: { cookie } }, (res) => {
      res.pause();
      resolve(res);
    });
    req.on("error", reject);
  });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const problems = (log: string) =>
  log
    .split("\n")
    .filter((l) => /"level":(40|50|60)/.test(l) || /⨯|Error:|ResponseAborted|could not be read/.test(l));

describe("projects CSV export", () => {
  it("fetches the next page only when the reader has read the previous one, and ends complete", async () => {
    const { rows } = await db!.query<{ id: number }>(
      "SELECT id FROM sandbox.projects WHERE company_id = 1 ORDER BY id",
    );
    const pages = Math.ceil(rows.length / 300);
    const before = await callsSoFar();
    const res = await openExport("/api/projects/export");
    onTestFinished(() => void res.destroy());
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers["x-total-count"])).toBe(rows.length);

    // The reader pauses: once the buffers between it and the server are full, the paging stops (two looks a
    // second apart see no call but the second look itself), well before the last page.
    let paused = await callsSoFar();
    let looks = 1;
    for (; looks < 30; looks++) {
      await sleep(1000);
      const now = await callsSoFar();
      const stalled = now - paused === 1;
      paused = now;
      if (stalled) break;
    }
    await sleep(1500);
    const stillPaused = await callsSoFar();
    expect(stillPaused - paused).toBe(1); // the look itself, and no page call
    const fetchedWhilePaused = paused - before - looks - 1; // less the looks since `before`
    expect(fetchedWhilePaused).toBeGreaterThan(0);
    expect(fetchedWhilePaused).toBeLessThan(pages / 2);

    // Reading again resumes the paging, to a complete and correct file, one call per page.
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.resume();
    await new Promise((r) => res.on("end", r));
    const lines = Buffer.concat(chunks).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^id,name,status,/);
    const ids = lines.slice(1).map((l) => Number(l.split(",", 1)[0]));
    expect(ids.sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    expect((await callsSoFar()) - stillPaused - 1).toBe(pages - fetchedWhilePaused);
  }, 120_000);

  it("stops paging when the reader goes away, and logs it as a client that closed, not as an error", async () => {
    const logFrom = server!.output().length;
    // Mid-stream: after the first page arrived.
    const res = await openExport("/api/projects/export");
    res.resume();
    await new Promise((r) => res.once("data", r));
    res.destroy();
    await sleep(1000);
    const after = await callsSoFar();
    await sleep(1000);
    expect((await callsSoFar()) - after).toBe(1);

    // Before any answer: the first page's upstream call (or the list's) is under way when the browser leaves.
    for (const path of ["/api/projects/export", "/api/projects?limit=300&offset=14000"]) {
      for (const delayMs of [2, 10, 30]) {
        const controller = new AbortController();
        const pending = fetch(`${server!.baseUrl}${path}`, {
          headers: { cookie },
          signal: controller.signal,
        });
        await sleep(delayMs);
        controller.abort();
        await pending.then((r) => r.body?.cancel()).catch(() => undefined);
      }
    }
    await sleep(1000);
    const log = server!.output().slice(logFrom);
    expect(log).toContain("client closed");
    expect(problems(log)).toEqual([]);
  }, 60_000);
});
