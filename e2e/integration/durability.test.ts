import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../../lib/dev/server";
import { sandboxToken } from "../../lib/dev/sandbox-token";

// Servers of their own, on a data directory of their own: this proves the embedded store keeps what it
// committed across a clean restart and across kill -9 of the whole process group (app and PostgreSQL).

async function call(s: TestServer, method: string, p: string, body?: unknown) {
  const res = await fetch(`${s.baseUrl}/sandbox/api${p}`, {
    method,
    headers: { authorization: `Bearer ${await sandboxToken(s.baseUrl)}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: { id: number; name: string }; total?: number },
  };
}

describe.skipIf(!!process.env.DATABASE_URL)("the embedded store is durable", () => {
  let dataDir: string | undefined;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps a project across a clean restart and across kill -9 of everything", async () => {
    // Made here, not when the file is collected: a skipped describe still runs its body, never its afterAll.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-durable-"));
    const env = { DATABASE_URL: "" };
    server = await startServer(env, { dataDir });
    const created = await call(server, "POST", "/v1/projects", { name: "Survives restarts" });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const totalBefore = (await call(server, "GET", "/v1/projects")).body.total;

    await server.stop();
    server = await startServer(env, { dataDir });
    expect((await call(server, "GET", `/v1/projects/${id}`)).body.data.name).toBe("Survives restarts");

    const second = await call(server, "POST", "/v1/projects", { name: "Survives kill -9" });
    server.kill9();
    server = await startServer(env, { dataDir });
    expect((await call(server, "GET", `/v1/projects/${second.body.data.id}`)).body.data.name).toBe(
      "Survives kill -9",
    );
    // Seeded once: a restart does not seed again.
    expect((await call(server, "GET", "/v1/projects")).body.total).toBe((totalBefore ?? 0) + 1);
  }, 120_000);
});
