import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { requestHeaders } from "./request-headers";

const NOW = Date.UTC(2027, 0, 1, 12, 0, 0, 900);

describe("delivery request headers", () => {
  it("signs `<timestamp>.<body>` with HMAC-SHA256 of the secret, timestamp in unix seconds", () => {
    const body = '{"event_type":"project.create"}';
    const h = requestHeaders({ custom: {}, secret: "whsec_x", body, now: NOW });
    expect(h["x-webhook-timestamp"]).toBe(String(Math.floor(NOW / 1000)));
    const hex = createHmac("sha256", "whsec_x").update(`${h["x-webhook-timestamp"]}.${body}`).digest("hex");
    expect(h["x-webhook-signature"]).toBe(`sha256=${hex}`);
    expect(h["content-type"]).toBe("application/json");
  });

  it("sends custom headers but never lets them replace the content type or a signing header", () => {
    const h = requestHeaders({
      custom: {
        "X-Api-Key": "k",
        "Content-Type": "text/plain",
        "X-Webhook-Signature": "sha256=forged",
        "x-webhook-timestamp": "1",
        "X-Webhook-Other": "x",
        Host: "evil.example",
      },
      secret: "s",
      body: "{}",
      now: NOW,
    });
    expect(h["x-api-key"]).toBe("k");
    expect(h["content-type"]).toBe("application/json");
    expect(h["x-webhook-signature"]).not.toBe("sha256=forged");
    expect(h["x-webhook-timestamp"]).toBe(String(Math.floor(NOW / 1000)));
    expect(h["x-webhook-other"]).toBeUndefined();
    expect(h.host).toBeUndefined();
    expect(Object.keys(h).filter((k) => k.toLowerCase() === "content-type")).toHaveLength(1);
  });
});
