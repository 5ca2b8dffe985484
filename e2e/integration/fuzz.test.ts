import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { printReport, runFuzz } from "../../lib/dev/fuzz/fuzz";
import type { TestServer } from "../../lib/dev/server";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { startOwnServer } from "./support/own-server";

// Issue 14, item 10: the project's fuzzer with a fixed seed, on a server of its own with the webhook engine and the
// record index off (so nothing changes in the background: the index's crawler and its own subscription would):
// no 5xx, every error in its route's form, and no stored row changed.
const SEED = 14_014;
const N = 3000;
let server: TestServer;

beforeAll(async () => {
  server = await startOwnServer({ SANDBOX_WEBHOOKS: "off", INDEX: "off" });
});
afterAll(async () => server?.stop());

it(`${N} generated bad requests (seed ${SEED}): no 5xx, the right error forms, nothing changed`, async () => {
  const report = await runFuzz({
    baseUrl: server.baseUrl,
    databaseUrl: embeddedDatabaseUrl(server.dataDir) ?? "",
    root: path.resolve(import.meta.dirname, "../.."),
    n: N,
    seed: SEED,
  });
  const lines: string[] = [];
  printReport(report, (s) => lines.push(s));
  expect(report.fiveHundreds, lines.join("\n")).toBe(0);
  expect(report.problems, lines.join("\n")).toEqual([]);
  expect(report.changed, lines.join("\n")).toEqual([]);
}, 240_000);
