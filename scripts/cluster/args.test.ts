import { describe, expect, it } from "vitest";
import { parseClusterArgs, poolSizes } from "./args";

describe("parseClusterArgs", () => {
  it("reads --instances and --port in both spellings", () => {
    expect(parseClusterArgs(["--instances", "3", "--port=4000"]).args).toEqual({ instances: 3, port: 4000 });
  });

  it.each([
    [["--instances", "0"], '--instances must be a whole number from 1 to 8 (got "0")'],
    [["--instances", "9"], '--instances must be a whole number from 1 to 8 (got "9")'],
    [["--instances", "two"], '--instances must be a whole number from 1 to 8 (got "two")'],
    [["--instances"], "--instances needs a value"],
    [["--port", "80"], '--port must be a whole number from 1024 to 65535 (got "80")'],
    [["-n", "2"], 'unknown argument "-n" (use --instances N and --port P)'],
  ])("refuses %j", (argv, problem) => {
    const r = parseClusterArgs(argv);
    expect(r.args).toBeUndefined();
    expect(r.problems).toContain(problem);
  });
});

describe("poolSizes", () => {
  it("keeps every instance's connections (pools + liveness) within 97 of PostgreSQL's default 100", () => {
    for (let n = 1; n <= 8; n++) {
      const { main, engine } = poolSizes(n);
      expect(main).toBeGreaterThanOrEqual(3);
      expect(engine).toBeGreaterThanOrEqual(3);
      expect(n * (main + engine + 1)).toBeLessThanOrEqual(97);
    }
    expect(poolSizes(2)).toEqual({ main: 10, engine: 10 });
  });
});
