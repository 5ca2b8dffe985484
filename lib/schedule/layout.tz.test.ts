import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layout math reads the runtime's time zone (date-fns works in local time), and a process cannot reliably
// change its own zone once dates have been used. So layout.test.ts runs again in child processes started with
// TZ set: Los Angeles (UTC−8/−7, where a UTC-midnight whole-day date is the evening before), Auckland
// (UTC+12/+13, southern-hemisphere DST) and Santiago (DST skips midnight, so some days start at 01:00).
const ZONES = ["America/Los_Angeles", "Pacific/Auckland", "America/Santiago"];

const root = path.resolve(import.meta.dirname, "../..");

function runIn(zone: string): Promise<{ code: number | null; output: string }> {
  // The parent's VITEST* variables would make the child think it is a worker of this run.
  const env: NodeJS.ProcessEnv = { ...process.env, TZ: zone, SCHEDULE_TEST_TZ: zone, NO_COLOR: "1" };
  for (const k of Object.keys(env)) if (k.startsWith("VITEST")) delete env[k];
  delete env.FORCE_COLOR;
  const child = spawn(
    path.join(root, "node_modules", ".bin", "vitest"),
    ["run", "--project", "unit", "lib/schedule/layout.test.ts"],
    { cwd: root, env },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

describe("the layout math in other time zones", () => {
  it.each(ZONES)(
    "passes layout.test.ts with TZ=%s",
    async (zone) => {
      const { code, output } = await runIn(zone);
      expect(code, output).toBe(0);
      expect(output).toMatch(/Tests\s+\d+ passed/);
    },
    120_000,
  );
});
