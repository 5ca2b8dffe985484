import { describe, expect, it } from "vitest";
import { haproxyConfig } from "./haproxy";

describe("haproxyConfig", () => {
  const cfg = haproxyConfig(3000, [41001, 41002], "/tmp/503.http");
  it("listens on loopback only and sends to every instance on loopback, each health-checked", () => {
    expect(cfg).toMatch(/^\s+bind 127\.0\.0\.1:3000$/m);
    expect(cfg.match(/^\s+bind /gm)).toHaveLength(1);
    expect(cfg).toContain("server i1 127.0.0.1:41001 check");
    expect(cfg).toContain("server i2 127.0.0.1:41002 check");
  });
  it("checks readiness, not liveness, and answers with the app's envelope when no instance is ready", () => {
    expect(cfg).toContain("option httpchk GET /api/ready");
    expect(cfg).toContain("http-check expect status 200");
    expect(cfg).toContain("errorfile 503 /tmp/503.http");
    expect(cfg).toContain("option redispatch");
  });
});
