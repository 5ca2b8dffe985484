import { spawn } from "node:child_process";
import path from "node:path";

// For tests only. A process cannot reliably change its own time zone once dates have been used, so the date
// tests of the schedule run again in child vitest processes started with TZ set to `zone`.
const root = path.resolve(import.meta.dirname, "../..");

export function runTestsInZone(
  zone: string,
  files: string[],
): Promise<{ code: number | null; output: string }> {
  // The parent's VITEST* variables would make the child think it is a worker of this run.
  const env: NodeJS.ProcessEnv = { ...process.env, TZ: zone, SCHEDULE_TEST_TZ: zone, NO_COLOR: "1" };
  for (const k of Object.keys(env)) if (k.startsWith("VITEST")) delete env[k];
  delete env.FORCE_COLOR;
  const child = spawn(
    path.join(root, "node_modules", ".bin", "vitest"),
    ["run", "--project", "unit", ...files],
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
