import fs from "node:fs";
import http from "node:http";
import { BenchError } from "../../../lib/dev/errors";

const CHUNK = Buffer.alloc(1_048_576, 0x61);

// Sends `total` bytes (declared in Content-Length, or chunked) and stops as soon as the answer arrives: the
// status and the time from the first byte sent to the answer's headers.
export function hugeUpload(
  url: string,
  method: string,
  headers: Record<string, string>,
  total: number,
  mode: "length" | "chunked",
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answered = false;
    const req = http.request(url, {
      method,
      headers: mode === "length" ? { ...headers, "content-length": String(total) } : headers,
    });
    req.on("response", (res) => {
      answered = true;
      const ms = performance.now() - started;
      res.resume();
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, ms });
      });
    });
    req.on("error", (err) => {
      if (!answered) reject(new BenchError(`${method} ${url}: ${err.message} before an answer`));
    });
    void (async () => {
      let sent = 0;
      while (sent < total && !answered && !req.destroyed) {
        const n = Math.min(CHUNK.length, total - sent);
        sent += n;
        if (!req.write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n))) await drained(req);
      }
      if (!answered && !req.destroyed) req.end();
    })();
  });
}

// The next-server process serving `port` (the launcher's child), found by its command line and environment.
export function serverPid(port: number): number {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!/next-server|next(\.js)?\0start/.test(cmd) && !cmd.includes("next start")) continue;
      const env = fs.readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (env.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  throw new BenchError(`no next-server process found for port ${port}`);
}

// Resident memory of a process, in kB (0 once it is gone).
export function vmRssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

// Samples `pid`'s VmRSS every 50 ms from now; `stop()` ends it and gives the growth in MB (peak minus the level
// at the start).
export function rssGrowth(pid: number): { stop: () => number } {
  const base = vmRssKb(pid);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, vmRssKb(pid))), 50);
  return {
    stop: () => {
      clearInterval(sampler);
      return (peak - base) / 1024;
    },
  };
}

// Resolves when the request can take more, or will never need to (answered or closed).
function drained(req: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off("drain", done).off("close", done).off("response", done);
      resolve();
    };
    req.on("drain", done).on("close", done).on("response", done);
  });
}
