import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { signIn, signInAs } from "./support/console";
import { startOwnServer } from "./support/own-server";
import { decodedText, startSmtpReceiver } from "./support/smtp-receiver";

// Users and set-password links (issue 38) on a server of their own, with a fresh database (so the demo admin is
// the only admin) and a real SMTP server for the invitations.
const sha256 = (t: string) => createHash("sha256").update(t).digest("hex");
const PASSWORD = "a new password 1";

describe("users, invitations and set-password links", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-team-"));
  let server: TestServer | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
  let db: pg.Client | undefined;
  let admin = "";
  const base = () => server!.baseUrl;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startOwnServer(
      { SMTP_URL: smtp.url, SMTP_FROM: "Console <console@example.com>" },
      { dataDir },
    );
    db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
    await db.connect();
    admin = await signIn("admin", base());
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await server?.stop();
    await smtp?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(
    cookie: string | null,
    method: string,
    p: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any }> {
    const res = await fetch(`${base()}${p}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => undefined) };
  }
  const invite = (email: string, role = "support") =>
    call(admin, "POST", "/api/users", { email, name: email.split("@")[0], role });
  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
  const setPassword = (token: string, password = PASSWORD) =>
    call(null, "POST", "/api/set-password", { token, password });
  const page = async (token: string) =>
    (await fetch(`${base()}/set-password?token=${encodeURIComponent(token)}`)).text();

  it("the invitation arrives by email and its link works exactly once", async () => {
    const res = await invite("mailed@example.com");
    expect(res.status).toBe(200);
    expect(res.body.data.emailed).toBe("sent");
    const mail = await smtp!.messageTo("mailed@example.com");
    expect(mail.from).toBe("console@example.com");
    const link = /https?:\/\/\S+\/set-password\?token=[A-Za-z0-9_-]+/.exec(decodedText(mail.raw))?.[0];
    expect(link).toBe(res.body.data.link);
    const token = tokenOf(link!);
    expect(await page(token)).toContain("mailed@example.com");
    expect(await signInAs("mailed@example.com", PASSWORD, base())).toBeUndefined();

    expect((await setPassword(token)).status).toBe(200);
    expect(await signInAs("mailed@example.com", PASSWORD, base())).toBeDefined();

    const again = await setPassword(token, "another password 2");
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe("link_used");
    expect(await page(token)).toContain("already been used");
    expect(await signInAs("mailed@example.com", "another password 2", base())).toBeUndefined();
  });

  it("tokens are 256 random bits, and the database holds only their SHA-256", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++)
      tokens.push(tokenOf((await invite(`entropy-${i}@example.com`)).body.data.link));
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, "base64url").length).toBe(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every bit position varies across the tokens: no fixed prefix, counter or timestamp in them.
    const bits = tokens.map((t) =>
      [...Buffer.from(t, "base64url")].map((b) => b.toString(2).padStart(8, "0")).join(""),
    );
    const constant = [...bits[0]!].filter((_, i) => bits.every((b) => b[i] === bits[0]![i])).length;
    expect(constant).toBeLessThan(16); // 8 random tokens leave ~2 of 256 positions equal by chance
    const { rows } = await db!.query(
      "SELECT row_to_json(l)::text AS row, token_hash FROM console.password_links l",
    );
    const all = rows.map((r: { row: string }) => r.row).join("\n");
    for (const t of tokens) {
      expect(all).not.toContain(t);
      expect(rows.some((r: { token_hash: string }) => r.token_hash === sha256(t))).toBe(true);
    }
  });

  it("an expired link is refused, and says so", async () => {
    const token = tokenOf((await invite("expired@example.com")).body.data.link);
    await db!.query(
      "UPDATE console.password_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [sha256(token)],
    );
    const res = await setPassword(token);
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe("link_expired");
    expect(await page(token)).toContain("expired");
    expect(await signInAs("expired@example.com", PASSWORD, base())).toBeUndefined();
  });

  it("unknown, malformed and oversized tokens and weak passwords are refused in the envelope", async () => {
    expect((await setPassword(randomBytes(32).toString("base64url"))).body.error.code).toBe("link_unknown");
    expect((await setPassword("short")).body.error.code).toBe("link_unknown");
    const long = await setPassword("x".repeat(101));
    expect([long.status, long.body.error.code]).toEqual([400, "validation_failed"]);
    const token = tokenOf((await invite("weak@example.com")).body.data.link);
    const weak = await setPassword(token, "short");
    expect([weak.status, weak.body.error.code]).toEqual([400, "validation_failed"]);
    // A refused password does not use the link up.
    expect((await setPassword(token)).status).toBe(200);
  });

  it("the last active admin can be neither demoted nor disabled, also when two admins race", async () => {
    const { body } = await call(admin, "GET", "/api/users?q=admin%40example.com");
    const adminId = body.data[0].id as number;
    for (const change of [{ role: "manager" }, { status: "disabled" }]) {
      const res = await call(admin, "PATCH", `/api/users/${adminId}`, change);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: "last_admin",
        message: expect.stringContaining("last active admin"),
      });
    }
    const second = await invite("second-admin@example.com", "admin");
    expect((await setPassword(tokenOf(second.body.data.link))).status).toBe(200);
    const other = (await signInAs("second-admin@example.com", PASSWORD, base()))!;
    const otherId = second.body.data.user.id as number;
    const results = await Promise.all([
      call(admin, "PATCH", `/api/users/${otherId}`, { role: "support" }),
      call(other, "PATCH", `/api/users/${adminId}`, { role: "support" }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const { rows } = await db!.query(
      "SELECT count(*)::int AS n FROM console.users WHERE role = 'admin' AND status = 'active'",
    );
    expect(rows[0].n).toBe(1);
    // Whoever is left restores the demo admin for the tests after this one.
    const survivor = results[0]!.status === 200 ? admin : other;
    if (survivor === other) {
      expect((await call(other, "PATCH", `/api/users/${adminId}`, { role: "admin" })).status).toBe(200);
      admin = await signIn("admin", base());
    }
  });

  it("a disabled user's session ends at its next request and they cannot sign in", async () => {
    const invited = await invite("disabled@example.com");
    await setPassword(tokenOf(invited.body.data.link));
    const cookie = (await signInAs("disabled@example.com", PASSWORD, base()))!;
    expect((await call(cookie, "GET", "/api/account")).status).toBe(200);
    const id = invited.body.data.user.id as number;
    const res = await call(admin, "PATCH", `/api/users/${id}`, { status: "disabled" });
    expect(res.status).toBe(200);
    expect(res.body.data.after.activeSessions).toBe(0);
    expect((await call(cookie, "GET", "/api/account")).status).toBe(401);
    expect(await signInAs("disabled@example.com", PASSWORD, base())).toBeUndefined();
    const { rows } = await db!.query(
      "SELECT detail FROM console.audit_log WHERE operation = 'auth.sign-in-failed' AND user_email = 'disabled@example.com' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0].detail).toBe("user disabled");
    const audit = await db!.query(
      "SELECT changes FROM console.audit_log WHERE operation = 'user.update' AND target LIKE 'user disabled@example.com%' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.rows[0].changes).toEqual(
      expect.arrayContaining([{ field: "status", before: "active", after: "disabled" }]),
    );
  });

  it("bad input, other roles and other sites are refused in the envelope", async () => {
    const bad = await call(admin, "POST", "/api/users", {
      email: "not an email",
      name: "x",
      role: "support",
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_failed"]);
    const big = await call(admin, "POST", "/api/users", {
      email: "a@example.com",
      name: "x".repeat(101),
      role: "support",
    });
    expect([big.status, big.body.error.code]).toEqual([400, "validation_failed"]);
    const role = await call(admin, "PATCH", "/api/users/1", { role: "owner" });
    expect([role.status, role.body.error.code]).toEqual([400, "validation_failed"]);
    expect((await call(admin, "PATCH", "/api/users/999999", { role: "support" })).status).toBe(404);
    expect((await call(admin, "PATCH", "/api/users/abc", { role: "support" })).status).toBe(400);
    const dup = await invite("mailed@example.com");
    expect([dup.status, dup.body.error.code]).toEqual([409, "user_exists"]);
    const manager = await signIn("manager", base());
    const refused = await call(manager, "GET", "/api/users");
    expect([refused.status, refused.body.error.code]).toEqual([403, "forbidden"]);
    const cross = await fetch(`${base()}/api/users`, {
      method: "POST",
      headers: { cookie: admin, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ email: "x@example.com", name: "x", role: "support" }),
    });
    expect(cross.status).toBe(403);
  });

  it("my account's routes refuse bad input in the envelope and keep this session", async () => {
    const invited = await invite("account-api@example.com");
    await setPassword(tokenOf(invited.body.data.link));
    const me = (await signInAs("account-api@example.com", PASSWORD, base()))!;
    const other = (await signInAs("account-api@example.com", PASSWORD, base()))!;
    const cases: [string, string, unknown, number, string][] = [
      ["PATCH", "/api/account", { name: "" }, 400, "validation_failed"],
      ["PATCH", "/api/account", { name: "x".repeat(101) }, 400, "validation_failed"],
      ["PATCH", "/api/account", { role: "admin" }, 400, "validation_failed"],
      ["PATCH", "/api/account", { defaultEnvironment: "Nowhere" }, 400, "validation_failed"],
      [
        "POST",
        "/api/account/password",
        { currentPassword: "wrong one!", newPassword: "long enough 1" },
        400,
        "wrong_password",
      ],
      [
        "POST",
        "/api/account/password",
        { currentPassword: PASSWORD, newPassword: "short" },
        400,
        "validation_failed",
      ],
      [
        "POST",
        "/api/account/password",
        { currentPassword: PASSWORD, newPassword: "x".repeat(201) },
        400,
        "validation_failed",
      ],
      ["DELETE", "/api/account/sessions/not-a-handle", undefined, 400, "validation_failed"],
      ["DELETE", `/api/account/sessions/${"A".repeat(22)}`, undefined, 404, "not_found"],
    ];
    for (const [method, p, body, status, code] of cases) {
      const res = await call(me, method, p, body);
      expect([method, p, res.status, res.body.error.code]).toEqual([method, p, status, code]);
    }
    const sessions = (await call(me, "GET", "/api/account/sessions")).body.data as {
      handle: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    expect((await call(me, "DELETE", `/api/account/sessions/${current.handle}`)).body.error.code).toBe(
      "current_session",
    );
    const changed = await call(me, "POST", "/api/account/password", {
      currentPassword: PASSWORD,
      newPassword: "changed password 3",
    });
    expect([changed.status, changed.body.data.ended]).toEqual([200, 1]);
    expect((await call(other, "GET", "/api/account")).status).toBe(401);
    expect((await call(me, "GET", "/api/account")).status).toBe(200);
    expect((await call(null, "GET", "/api/account")).status).toBe(401);
  });
});
