import { beforeAll, describe, expect, inject, it } from "vitest";
import { consoleAs, signIn, type ConsoleClient } from "./support/console";
import { databaseClient } from "./support/database";

// Issue 43, finding 3: an audit line cannot be forged or bloated. A refused environment switch asked for a
// 60 KB name carrying a right-to-left override and text that reads like another entry; the log records the
// attempt bounded and escaped, never the name as its target.
const databaseUrl = inject("databaseUrl");
const startedAt = new Date();
let support: ConsoleClient;
let admin: ConsoleClient;

beforeAll(async () => {
  support = consoleAs(await signIn("support"));
  admin = consoleAs(await signIn("admin"));
});

const forged = `Sandbox\u202e\nadmin deleted webhook 1 ${"x".repeat(60_000)}`;

describe.skipIf(!databaseUrl)("audit fields", () => {
  const db = databaseClient(databaseUrl!);
  it("a refused environment switch with a 60 KB name and U+202E leaves a bounded, escaped entry", async () => {
    const res = await support("POST", "/api/session/environment", { name: forged });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    expect(JSON.stringify(res.body).length).toBeLessThan(1_000);

    const { rows } = await db().query(
      `SELECT target, detail, user_email, octet_length(coalesce(target, '') || coalesce(detail, '')) AS size
       FROM console.audit_log WHERE at >= $1 AND operation = 'session.environment' ORDER BY id DESC LIMIT 1`,
      [startedAt],
    );
    const [entry] = rows;
    expect(entry.target).toBe("unknown environment");
    expect(entry.size).toBeLessThan(1_000);
    expect(entry.detail).toContain("\\u202e");
    expect(entry.detail).toContain("\\u000a");
    expect(entry.detail).not.toMatch(/[\u202e\n]/);
  });

  it("the audit page shows no hidden character of any stored entry", async () => {
    // An entry written before the bounds (straight into the table, as an older build could have).
    await db().query(
      `INSERT INTO console.audit_log (user_email, role, environment, operation, target, outcome)
       VALUES ('old@example.com', 'manager', 'Sandbox', 'webhook.update', $1, 'ok')`,
      [`webhook 7\u202e 1 koohbew deteled nimda ${"y".repeat(5_000)}`],
    );
    const html = await admin.text("/audit?user=old%40example.com");
    expect(html).not.toContain("\u202e");
    expect(html).toContain("\\u202e 1 koohbew");
    expect(html).not.toContain("y".repeat(300));
  });
});
