import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A process cannot reliably change its own time zone once dates have been used, so the dialog's date tests run
// again in child processes started with TZ set: Los Angeles (a UTC-midnight whole-day date is the evening
// before there), Kiritimati (UTC+14: the morning after) and Santiago (DST skips midnight).
const ZONES = ["America/Los_Angeles", "Pacific/Kiritimati", "America/Santiago"];
const FILES = ["components/schedule/edit/date-input.test.ts", "components/schedule/edit/form-schema.test.ts"];

const root = path.resolve(import.meta.dirname, "../../..");

function runIn(zone: string): Promise<{ code: number | null; output: string }> {
  // The parent's VITEST* variables would make the child think it is a worker of this run.
  const env: NodeJS.ProcessEnv = { ...process.env, TZ: zone, SCHEDULE_TEST_TZ: zone, NO_COLOR: "1" };
  for (const k of Object.keys(env)) if (k.startsWith("VITEST")) delete env[k];
  delete env.FORCE_COLOR;
  const child = spawn(
    path.join(root, "node_modules", ".bin", "vitest"),
    ["run", "--project", "unit", ...FILES],
    {
      cwd: root,
      env,
    },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

describe("the dialog's dates in other time zones", () => {
  it.each(ZONES)(
    "pass with TZ=%s",
    async (zone) => {
      const { code, output } = await runIn(zone);
      expect(code, output).toBe(0);
      expect(output).toMatch(/Test Files\s+2 passed/);
    },
    120_000,
  );
});
