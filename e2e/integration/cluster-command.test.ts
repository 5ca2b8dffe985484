import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startDebianPg, type DebianPg } from "../../lib/dev/debian-pg";
import { freePort } from "../../lib/dev/free-port";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const haproxy = ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"].some((p) => fs.existsSync(p));

// `npm run cluster`: arguments checked before anything starts; two instances behind haproxy on the one address it
// prints, which Ctrl-C stops entirely (instances, haproxy, and nothing left listening).
describe("npm run cluster", () => {
  it("refuses a wrong instance count and unknown arguments, one line each, exit 2", () => {
    const r = spawnSync(tsx, ["scripts/cluster/cluster.ts", "--instances", "0", "--nodes", "3"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n").sort()).toEqual([
      '[cluster] --instances must be a whole number from 1 to 8 (got "0")',
      '[cluster] unknown argument "--nodes" (use --instances N and --port P)',
    ]);
  });

  describe.skipIf(!haproxy)("with haproxy installed", () => {
    let db: DebianPg | undefined;
    let cluster: ChildProcess | undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-cluster-"));
    afterAll(async () => {
      // A failed test never sent Ctrl-C: stop the cluster (instances and haproxy) before its database goes.
      if (cluster && cluster.exitCode === null) {
        const exited = new Promise((r) => cluster!.once("exit", r));
        cluster.kill("SIGINT");
        await exited;
      }
      db?.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("serves through one address and stops everything on Ctrl-C", async () => {
      db = await startDebianPg();
      const port = await freePort();
      const child = (cluster = spawn(
        tsx,
        ["scripts/cluster/cluster.ts", "--instances", "2", "--port", String(port)],
        {
          cwd: root,
          stdio: ["ignore", "pipe", "pipe"],
          env: {
            ...process.env,
            DATABASE_URL: db.url,
            DATA_DIR: dataDir,
            LOG_LEVEL: "warn",
            SHUTDOWN_GRACE_S: "5",
          },
        },
      ));
      let output = "";
      for (const s of [child.stdout, child.stderr]) s.on("data", (d) => (output += d));
      const exited = new Promise<number | null>((r) => child.once("exit", r));
      const deadline = Date.now() + 120_000;
      while (!output.includes("Ctrl-C stops it all")) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no banner:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const url = `http://127.0.0.1:${port}`;
      expect(output).toContain(`Partner Console      ${url}`);
      const line = output.split("\n").find((l) => l.includes("haproxy →")) ?? "";
      const ports = [...line.matchAll(/127\.0\.0\.1:(\d+)/g)]
        .map((m) => Number(m[1]))
        .filter((p) => p !== port);
      expect(new Set(ports).size).toBe(2);
      for (let i = 0; i < 4; i++) expect((await fetch(`${url}/api/ready`)).status).toBe(200);

      child.kill("SIGINT");
      expect(await exited).toBe(0);
      expect(output).toMatch(/\[i1\] \[shutdown\] stopped/);
      expect(output).toMatch(/\[i2\] \[shutdown\] stopped/);
      for (const p of [port, ...ports])
        await expect(fetch(`http://127.0.0.1:${p}/api/ready`)).rejects.toThrow();
    }, 180_000);
  });
});
