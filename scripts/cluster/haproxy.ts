// The load balancer in front of the instances: Debian's haproxy (installed with apt-get when missing), run in the
// foreground with a generated configuration. It health-checks each instance's /api/ready every second, so an
// instance that is stopping, starting or has lost its database gets no new requests.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { StartError } from "../lib/start-error";

export function ensureHaproxy(log: (m: string) => void): string {
  const found = spawnSync("sh", ["-c", "command -v haproxy || ls /usr/sbin/haproxy"], { encoding: "utf8" });
  const bin = found.stdout.trim().split("\n")[0];
  if (found.status === 0 && bin) return bin;
  if (process.getuid?.() !== 0)
    throw new StartError(
      "haproxy is not installed: run `sudo apt-get install -y haproxy`, then npm run cluster again.",
    );
  log("installing haproxy (apt-get install -y haproxy)…");
  const r = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "haproxy"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (r.status !== 0)
    throw new StartError("apt-get could not install haproxy; install it and run npm run cluster again.");
  return "/usr/sbin/haproxy";
}

// When no instance is ready (all stopping, or PostgreSQL is away) the client still gets the app's envelope.
const NONE_READY = [
  "HTTP/1.0 503 Service Unavailable",
  "Cache-Control: no-store",
  "Connection: close",
  "Content-Type: application/json",
  "Retry-After: 5",
  "",
  JSON.stringify({
    error: { code: "service_unavailable", message: "No instance is ready; try again shortly." },
  }),
  "",
].join("\r\n");

export function haproxyConfig(port: number, instancePorts: number[], errorFile: string): string {
  return [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 65s", // above the app's own request timeouts (scripts/lib/server-timeouts.mjs)
    "  timeout server 65s",
    "  timeout http-keep-alive 5s",
    "  option http-keep-alive",
    "  retries 2",
    "  option redispatch", // a connection refused (an instance killed) is retried on another
    // A GET whose instance died before answering (kill -9) is sent again to another; never a write.
    "  retry-on conn-failure empty-response",
    `  errorfile 503 ${errorFile}`,
    "frontend console",
    `  bind 127.0.0.1:${port}`,
    "  default_backend instances",
    "backend instances",
    "  balance roundrobin",
    "  http-request disable-l7-retry if !METH_GET",
    "  option httpchk GET /api/ready",
    "  http-check expect status 200",
    // A check may take seconds on a loaded machine: a short one marked a busy instance down (and cut its
    // requests). A stopped or killed instance refuses the connection at once, and redispatch covers that.
    "  timeout check 5s",
    "  default-server inter 1s fall 3 rise 1",
    ...instancePorts.map((p, i) => `  server i${i + 1} 127.0.0.1:${p} check`),
    "",
  ].join("\n");
}

export function startHaproxy(bin: string, dir: string, port: number, instancePorts: number[]): ChildProcess {
  fs.mkdirSync(dir, { recursive: true });
  const errorFile = path.join(dir, "503.http");
  fs.writeFileSync(errorFile, NONE_READY);
  const cfg = path.join(dir, "haproxy.cfg");
  fs.writeFileSync(cfg, haproxyConfig(port, instancePorts, errorFile));
  const check = spawnSync(bin, ["-c", "-q", "-f", cfg], { encoding: "utf8" });
  if (check.status !== 0) throw new StartError(`haproxy refused ${cfg}: ${check.stderr.trim()}`);
  // -db: foreground, no daemon; stopped by the launcher.
  return spawn(bin, ["-db", "-f", cfg], { stdio: ["ignore", "inherit", "inherit"] });
}

// Resolves once haproxy listens and routes to a ready instance (its first health checks have passed).
export async function waitRouting(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new StartError(`haproxy did not route ${url} to a ready instance within ${timeoutMs / 1000} s.`);
}
