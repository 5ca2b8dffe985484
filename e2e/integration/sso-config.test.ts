import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../../lib/dev/server";

// A half-made single sign-on configuration stops the server at start with one line naming the variable to fix,
// never with the client secret in it.
const root = path.resolve(import.meta.dirname, "../..");
const SECRET = "oidc-secret-must-not-be-printed";

async function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-sso-"));
  try {
    return spawnSync(
      path.join(root, "node_modules", ".bin", "tsx"),
      ["--conditions=react-server", "scripts/start.ts", "--no-build"],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: "",
          HOST: "127.0.0.1",
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          ...env,
        },
        encoding: "utf8",
        timeout: 90_000,
      },
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("single sign-on configuration at start", { timeout: 120_000 }, () => {
  it.each([
    [
      { OIDC_ISSUER: "https://idp.example.com" },
      "Single sign-on: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET not set",
    ],
    [
      { OIDC_ISSUER: "https://idp.example.com", OIDC_CLIENT_ID: "console", OIDC_CLIENT_SECRET: SECRET },
      "Single sign-on: OIDC_ROLE_MAP is not set",
    ],
    [
      {
        OIDC_ISSUER: "https://idp.example.com",
        OIDC_CLIENT_ID: "console",
        OIDC_CLIENT_SECRET: SECRET,
        OIDC_ROLE_MAP: "admin=a",
        OIDC_ROLE_CLAIM: "groups.__proto__",
      },
      'Single sign-on: OIDC_ROLE_CLAIM: "groups.__proto__": "__proto__" may not be a step of a claim path',
    ],
  ])("%j stops the start, naming the variable", async (env, reason) => {
    const r = await start(env);
    expect(r.status).toBe(1);
    const fatal = (r.stdout + r.stderr)
      .split("\n")
      .filter((l) => l.includes("the server could not start"))
      .map((l) => JSON.parse(l) as { reason: string });
    expect(fatal).toEqual([expect.objectContaining({ reason: expect.stringContaining(reason) })]);
    expect(r.stdout + r.stderr).not.toContain(SECRET);
    expect(r.stdout + r.stderr).not.toMatch(/^\s+at /m);
  });
});
