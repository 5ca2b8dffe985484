import type pg from "pg";

// The rows of bench:scale's table. Each row is measured at every size on the seed-size server and the grown one
// through `measure`, which gets the server and what the bench set up; each metric it leaves out prints as "-".

export const GROUPS = ["lists", "board", "browser", "export", "deliveries", "index"] as const;
export type Group = (typeof GROUPS)[number];

export type ScaleCtx = {
  side: "seed" | "grown";
  baseUrl: string;
  port: number;
  sandbox: Record<string, string>; // headers with a partner token (read:projects read:leads, webhooks)
  console: Record<string, string>; // headers with a console session of the demo admin
  db: pg.Client; // the sandbox's database, to make a write between reads (list generation) or read a count
  subscriptionId: number; // the subscription that holds the size's deliveries
  total: (path: string) => Promise<number>; // the `total` a sandbox list path answers
  seconds: number; // per c20 measurement
  c1Seconds: number;
  runs: number; // browser loads per measurement (after one warm-up)
};

// Held at the largest size: the value itself (absolute), or its ratio to the seed-size server's value measured
// beside it (relative, issue 25's "≤ 1.5× its seed-size p50").
export type Goal = { op: "<=" | ">="; target: number; relative?: true };
export type Metric = { key: string; unit: "ms" | "req/s" | "MB" | "s"; goal?: Goal };
export type Cells = {
  values: Record<string, number>; // by metric key
  note?: string;
  errors?: number; // failed requests: printed beside the row, and the bench exits 1
};
export type ScaleRow = {
  name: string;
  group: Group;
  metrics: Metric[];
  measure: (ctx: ScaleCtx) => Promise<Cells>;
};

// The cells with `note` added before any note they carry.
export const withNote = (cells: Cells, note: string): Cells => ({
  ...cells,
  note: [note, cells.note].filter(Boolean).join("; "),
});
