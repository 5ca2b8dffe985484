import { createHmac } from "node:crypto";

// Signature rule: "sha256=" + lower-case hex HMAC-SHA256 of "<timestamp>.<raw body>", keyed with the secret.
export function sign(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex")}`;
}
