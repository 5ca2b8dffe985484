import http from "node:http";
import { BenchError } from "../../../lib/dev/errors";
import { rssGrowth } from "./huge-upload";

export type ExportRun = { ms: number; bytes: number; rows: number; rssGrowthMb: number };

// One download of the console's projects CSV export (scale-export.ts, bench:scale): the time, its size and rows,
// and the growth of the server's resident memory (VmRSS of `pid`, sampled every 50 ms, peak minus the level
// before). `throttle` reads a chunk of at most 64 KB every 50 ms (about 1.3 MB/s), as a slow client would. The
// export must hold `expectRows` rows.
export async function exportOnce(
  baseUrl: string,
  cookie: string,
  pid: number,
  o: { throttle: boolean; expectRows: number },
): Promise<ExportRun> {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 300));
  const rss = rssGrowth(pid);
  const started = performance.now();
  try {
    const { bytes, rows } = await new Promise<{ bytes: number; rows: number }>((resolve, reject) => {
      http
        .get(`${baseUrl}/api/projects/export`, { headers: { cookie } }, (res) => {
          if (res.statusCode !== 200) return reject(new BenchError(`export answered ${res.statusCode}`));
          let bytes = 0;
          let rows = 0;
          const count = (c: Buffer) => {
            bytes += c.length;
            for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) rows++;
          };
          if (!o.throttle) res.on("data", count);
          else
            res.on("readable", function read() {
              const c = res.read(64 * 1024) as Buffer | null;
              if (!c) return;
              count(c);
              res.off("readable", read);
              setTimeout(() => {
                res.on("readable", read);
                read();
              }, 50);
            });
          res.on("end", () => resolve({ bytes, rows: rows - 1 }));
          res.on("error", reject);
        })
        .on("error", reject);
    });
    const ms = performance.now() - started;
    if (rows !== o.expectRows) throw new BenchError(`the export had ${rows} rows of ${o.expectRows}`);
    return { ms, bytes, rows, rssGrowthMb: rss.stop() };
  } finally {
    rss.stop();
  }
}

// Reads the first chunks of one export and lets it go: the route's code and the sandbox's plans warmed up.
export async function warmExport(baseUrl: string, cookie: string): Promise<void> {
  const warm = await fetch(`${baseUrl}/api/projects/export`, { headers: { cookie } });
  const reader = warm.body!.getReader();
  for (let i = 0; i < 20; i++) if ((await reader.read()).done) break;
  await reader.cancel();
}
