import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { sign } from "../../lib/partner-api/wire/signature";
import { signIn } from "./support/console";
import { insertProjectUpdates, subscribe } from "./support/deliveries";
import { clientFor, startOwnServer } from "./support/own-server";
import { startSmtpCatcher, type SmtpCatcher } from "./support/smtp-catcher";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// The monitor (issue 40) end to end: a subscription whose receiver always fails goes through 5, 7, 9 and 10
// failed events; each transition reaches every channel exactly once (the bell, email through a real SMTP server,
// the signed notification webhook), across a restart, and a step passed while no monitor ran is caught up.
describe("webhook monitor notifications", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-wh-monitor-"));
  let server: TestServer | undefined;
  let failing: Receiver | undefined;
  let hooks: Receiver | undefined;
  let smtp: SmtpCatcher | undefined;
  const call = clientFor(() => server!.baseUrl);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([failing?.close(), hooks?.close(), smtp?.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "sends one notification per transition per channel, across a restart",
    { timeout: 240_000 },
    async () => {
      failing = await startReceiver(() => ({ status: 500, body: "receiver down" }));
      hooks = await startReceiver(() => ({ status: 204 }));
      smtp = await startSmtpCatcher();
      const env = { SMTP_URL: smtp.url, WEBHOOK_MONITOR_INTERVAL_S: "0.3", INDEX: "off" };
      server = await startOwnServer(env, { dataDir });
      const port = server.port;
      const cookie = await signIn("support", server.baseUrl);
      const own = async (method: string, p: string, body?: unknown) => {
        const res = await fetch(`${server!.baseUrl}${p}`, {
          method,
          headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: res.status, body: (await res.json()) as { data: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
      };
      const prefs = await own("PUT", "/api/notifications/preferences", {
        kinds: ["warning", "disabled", "paused", "recovered"],
        channels: ["in_app", "email", "webhook"],
        webhookUrl: hooks.url,
      });
      expect(prefs.status, JSON.stringify(prefs.body)).toBe(200);
      const secret = prefs.body.data.webhookSecret as string;
      expect(secret).toMatch(/^whsec_/);

      const sub = await subscribe(call, {
        url: failing.url,
        maxAttempts: 1,
        description: "Orders sync",
        triggers: [{ resourceName: "project", eventType: "update" }],
      });
      await new Promise((r) => setTimeout(r, 1_500)); // the monitor's baseline reading of the healthy subscription

      const streak = async () =>
        (await call("GET", `/v1/webhookSubscriptions/${sub.id}`)).body.data as {
          consecutiveFailures: number;
          status: string;
        };
      const failTo = async (n: number) => {
        const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir)! });
        await db.connect();
        await insertProjectUpdates(db, n - (await streak()).consecutiveFailures);
        await db.end();
        await until(async () => (await streak()).consecutiveFailures === n, `streak ${n}`);
      };
      const inbox = async () =>
        (await own("GET", "/api/notifications")).body.data as {
          unread: number;
          items: { kind: string; step: number; subscriptionId: number }[];
        };
      const kinds = async () =>
        (await inbox()).items.map((i) => `${i.kind}${i.step ? `:${i.step}` : ""}`).reverse();

      await failTo(5);
      await until(async () => (await kinds()).includes("warning:50"), "warning 50 in the bell");
      await failTo(7);
      await until(async () => (await kinds()).includes("warning:70"), "warning 70 in the bell");

      // Restart with no monitor, pass 90 % meanwhile, then restart with it: the step is caught up, once.
      await server.stop();
      server = await startOwnServer({ ...env, WEBHOOK_MONITOR: "off" }, { dataDir, port });
      await failTo(9);
      await server.stop();
      server = await startOwnServer(env, { dataDir, port });
      await until(async () => (await kinds()).includes("warning:90"), "warning 90 after the restart");
      await failTo(10);
      await until(async () => (await streak()).status === "disabled", "auto-disable");
      await until(async () => (await kinds()).includes("disabled"), "disabled in the bell");

      const expected = ["warning:50", "warning:70", "warning:90", "disabled"];
      await until(async () => hooks!.received.length >= 4 && smtp!.mails.length >= 8, "emails and webhooks");
      await new Promise((r) => setTimeout(r, 1_500)); // several more readings: nothing may repeat
      expect(await kinds()).toEqual(expected);
      expect((await inbox()).unread).toBe(4);

      const mailsTo = (who: string) => smtp!.mails.filter((m) => m.to.includes(who));
      expect(mailsTo("support@example.com")).toHaveLength(4);
      expect(mailsTo("manager@example.com")).toHaveLength(4); // managers get warnings by default
      expect(mailsTo("admin@example.com")).toHaveLength(0);
      for (const m of mailsTo("support@example.com"))
        expect(m.raw.replace(/=\r\n/g, "")).toContain(`/webhooks/${sub.id}/health`);

      expect(hooks.received).toHaveLength(4);
      const types = hooks.received.map((r) => {
        const h = r.headers;
        expect(h["x-webhook-signature"]).toBe(sign(secret, String(h["x-webhook-timestamp"]), r.raw));
        expect(r.body.text).toContain("Orders sync");
        expect(r.body.notification.subscriptionId).toBe(sub.id);
        return r.body.notification.type as string;
      });
      expect(types).toEqual([
        "webhook.warning.50",
        "webhook.warning.70",
        "webhook.warning.90",
        "webhook.disabled",
      ]);
      const disabled = hooks.received[3]!.body.notification;
      expect(disabled.actor).toBe("automatic");
      expect(hooks.received[0]!.body.notification.lastFailure.label).toBe("HTTP 500");
      expect(hooks.received[0]!.body.notification.forecast.remaining).toBe(5);

      // Marking read empties the count.
      expect((await own("POST", "/api/notifications/read", {})).status).toBe(200);
      expect((await inbox()).unread).toBe(0);
    },
  );
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
