import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./build";
import { CONNECTIONS, WARMUP_REQUESTS, type Measured } from "./run-load";

export const fmt = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

function autocannonVersion(): string {
  const pkg = path.join(root, "node_modules", "autocannon", "package.json");
  return (JSON.parse(fs.readFileSync(pkg, "utf8")) as { version: string }).version;
}

// One fact a line, label first.
export const printFact = (label: string, text: string) => console.log(`${label.padEnd(9)} ${text}`);

// Node, the cores and the memory of the machine the bench ran on.
export function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  return `node ${process.version}, ${os.availableParallelism()} cores (${cpu}), ${os.platform()} ${os.arch()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
}

// The machine and the load, any facts of the bench's own (one per line, label first), the table of routes, and
// one ratio line per [numerator, denominator] pair of rows.
export function printReport(opts: {
  rows: Measured[];
  duration: number;
  facts?: [label: string, text: string][];
  ratios: [numerator: Measured, denominator: Measured][];
}) {
  const { rows, duration } = opts;
  const nameWidth = Math.max(...rows.map((r) => r.route.name.length));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(nameWidth) : c.padStart(i === 1 ? 11 : 9))).join("  ");

  console.log("");
  printFact("machine", machine());
  printFact(
    "load",
    `autocannon ${autocannonVersion()} in this process, same machine, loopback; ${CONNECTIONS} connections, ${duration} s per route after ${WARMUP_REQUESTS} warm-up requests each`,
  );
  for (const [label, text] of opts.facts ?? []) printFact(label, text);
  console.log("");
  console.log(line(["route", "requests/s", "p50 ms", "p99 ms", "requests", "non-2xx", "errors"]));
  for (const r of rows) {
    console.log(
      line([
        r.route.name,
        fmt(r.reqPerSec, 1),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        String(r.total),
        String(r.non2xx),
        String(r.errors),
      ]),
    );
  }
  console.log("");
  for (const [num, den] of opts.ratios) {
    const ratio = num.reqPerSec / den.reqPerSec;
    console.log(
      `ratio ${num.route.label}/${den.route.label}  requests/s ${fmt(ratio, 3)} (${den.route.label} serves ${fmt(1 / ratio, 1)}x as many), p50 ${fmt(num.p50 / den.p50, 1)}x, p99 ${fmt(num.p99 / den.p99, 1)}x`,
    );
  }
  console.log(
    "(requests/s is autocannon's mean of per-second counts; p50/p99 are over every response's time)",
  );
}
