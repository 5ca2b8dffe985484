import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseOnly } from "./cli";
import type { Metric } from "./scale-rows";
import { meanCells, printTable, type TableRow } from "./scale-table";

const c1: Metric = { key: "c1 p50", unit: "ms", goal: { op: "<=", target: 1.5, relative: true } };
const rps: Metric = { key: "c20 req/s", unit: "req/s", goal: { op: ">=", target: 0.8, relative: true } };
const p95: Metric = { key: "c20 p95", unit: "ms", goal: { op: "<=", target: 500 } };

const row = (seed: Record<string, number>, grown: Record<string, number>, metrics: Metric[]): TableRow => ({
  name: "row",
  metrics,
  bySize: new Map([
    ["1k", { grown: { values: grown } }],
    ["10k", { seed: { values: seed }, grown: { values: grown } }],
  ]),
});

describe("bench:scale table", () => {
  let lines: string[];
  beforeEach(() => {
    vi.stubEnv("BENCH_RESULTS", "");
    lines = [];
    vi.spyOn(console, "log").mockImplementation((l: string) => void lines.push(l));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("holds relative goals to the largest size over the seed-size value beside it", () => {
    expect(
      printTable(
        [row({ "c1 p50": 10, "c20 req/s": 100 }, { "c1 p50": 15, "c20 req/s": 80 }, [c1, rps])],
        ["1k", "10k"],
        "b",
      ),
    ).toBe(0);
    expect(
      printTable(
        [row({ "c1 p50": 10, "c20 req/s": 100 }, { "c1 p50": 15.1, "c20 req/s": 79 }, [c1, rps])],
        ["1k", "10k"],
        "b",
      ),
    ).toBe(2);
    expect(lines.filter((l) => l.includes("MISSED"))).toHaveLength(2);
    expect(lines.some((l) => l.includes("1.51x"))).toBe(true);
  });

  it("holds absolute goals to the largest size's value, and a value not measured misses its goal", () => {
    expect(printTable([row({}, { "c20 p95": 499 }, [p95])], ["1k", "10k"], "b")).toBe(0);
    expect(printTable([row({}, { "c20 p95": 501 }, [p95])], ["1k", "10k"], "b")).toBe(1);
    expect(printTable([row({}, {}, [p95, c1])], ["1k", "10k"], "b")).toBe(2);
  });

  it("averages rounds per value and adds up their errors", () => {
    expect(meanCells([{ values: { a: 1, b: 4 } }, { values: { a: 3 }, errors: 2, note: "n" }])).toEqual({
      values: { a: 2, b: 4 },
      errors: 2,
      note: "n",
    });
  });
});

describe("--only", () => {
  const names = ["lists", "board", "index"];
  it("picks groups and leaves the other arguments", () => {
    expect(parseOnly(["--size", "10000", "--only", "lists,index", "--rounds=1"], "x", names)).toEqual({
      only: new Set(["lists", "index"]),
      rest: ["--size", "10000", "--rounds=1"],
    });
    expect(parseOnly(["--only=board"], "x", names).only).toEqual(new Set(["board"]));
    expect(parseOnly([], "x", names).only).toEqual(new Set(names));
  });
  it("refuses an unknown or empty group", () => {
    expect(() => parseOnly(["--only", "lists,nope"], "x", names)).toThrow(/nope/);
    expect(() => parseOnly(["--only"], "x", names)).toThrow(/--only/);
  });
});
