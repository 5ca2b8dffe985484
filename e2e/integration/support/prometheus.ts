import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../../lib/dev/server";

export type Prometheus = {
  url: string;
  // The value of an instant query's single series (undefined when it has none).
  value: (query: string) => Promise<number | undefined>;
  stop: () => Promise<void>;
};

// Debian's prometheus (installed when missing, scripts/ensure-debian.sh) on a loopback port, scraping
// `target` (host:port) every second, with a config and storage of its own in a temp directory.
export async function startPrometheus(target: string): Promise<Prometheus> {
  execFileSync(
    "bash",
    [
      path.resolve(import.meta.dirname, "../../../scripts/ensure-debian.sh"),
      "--no-recommends",
      "prometheus",
      "/usr/bin/prometheus",
      "/usr/bin/promtool",
    ],
    { stdio: "inherit" },
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-prometheus-"));
  fs.writeFileSync(
    path.join(dir, "prometheus.yml"),
    [
      "global: { scrape_interval: 1s, evaluation_interval: 1s }",
      "scrape_configs:",
      "  - job_name: partner-console",
      "    scrape_interval: 1s",
      "    scrape_timeout: 1s",
      `    static_configs: [{ targets: ["${target}"] }]`,
      "",
    ].join("\n"),
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    "/usr/bin/prometheus",
    [
      `--config.file=${path.join(dir, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}):\n${output}`);
    if (
      await fetch(`${url}/-/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`prometheus did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async value(query) {
      const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`);
      const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
      const first = body.data.result[0];
      return first ? Number(first.value[1]) : undefined;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
