import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const tsx = path.join("node_modules", ".bin", "tsx");
const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(tsx, ["--conditions=react-server", script, ...args], {
    env: { ...process.env, DATA_DIR: "/nonexistent-data-dir", ...env },
    input: "",
    encoding: "utf8",
    timeout: 30_000,
  });

// The command-line tools refuse bad input clearly, before touching any database.
describe("npm run user:add", () => {
  it.each([
    [["--role", "manager", "--password", "long enough pw"], /--email must be an email address/],
    [
      ["--email", "x@example.com", "--role", "owner", "--password", "long enough pw"],
      /--role must be one of admin, manager, support/,
    ],
    [["--email", "x@example.com", "--role", "manager"], /no --password given and no terminal to ask on/],
    [["--email", "x@example.com", "--role", "manager", "--password", "short"], /at least 10 characters/],
  ])("%j fails with a clear message", (args, message) => {
    const r = run("scripts/user-add.ts", args);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
  });
});

describe("npm start", () => {
  it("refuses to start against a real API without NEXTAUTH_SECRET", () => {
    const r = run("scripts/start.ts", ["--no-build"], {
      PARTNER_API_BASE_URL: "https://api.example.com/api",
      NEXTAUTH_SECRET: "",
    });
    expect(r.status).toBe(1);
    expect(r.stderr + r.stdout).toMatch(/NEXTAUTH_SECRET must be set when a real Partner API is configured/);
  });
});
