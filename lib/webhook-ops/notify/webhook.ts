import "server-only";
import http from "node:http";
import https from "node:https";
import { sign } from "@/lib/partner-api/wire/signature";
import type { Transition } from "../types";
import { guardedLookup } from "./guarded-lookup";
import { bodyLines, headline, healthLink } from "./message";

const TIMEOUT_MS = 10_000;

// The body a notification webhook receives: a Slack-compatible `text` (an incoming-webhook URL works as is) and
// the facts as fields. Signed like the platform's own deliveries (X-Webhook-Timestamp, X-Webhook-Signature:
// sha256=HMAC-SHA256 of "<timestamp>.<body>" keyed with the user's notification secret).
export function webhookBody(t: Transition): string {
  const link = healthLink(t.subscriptionId);
  return JSON.stringify({
    text: `${headline(t)}\n${bodyLines(t, link).join("\n")}`,
    notification: {
      id: t.id,
      type: t.kind === "warning" ? `webhook.warning.${t.step}` : `webhook.${t.kind}`,
      at: t.at,
      environment: t.environment,
      subscriptionId: t.subscriptionId,
      label: t.detail.label,
      streak: t.streak,
      threshold: t.detail.threshold,
      forecast: t.detail.forecast,
      lastFailure: t.detail.cause,
      actor: t.detail.actor,
      link,
    },
  });
}

export async function postTransition(url: string, secret: string, t: Transition): Promise<void> {
  const body = webhookBody(t);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const target = new URL(url);
  const request = target.protocol === "https:" ? https.request : http.request;
  await new Promise<void>((resolve, reject) => {
    const req = request(
      target,
      {
        method: "POST",
        lookup: guardedLookup,
        timeout: TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-webhook-timestamp": timestamp,
          "x-webhook-signature": sign(secret, timestamp, body),
        },
      },
      (res) => {
        res.resume();
        const ok = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
        res.on("end", () => (ok ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out after ${TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}
