import { describe, expect, it } from "vitest";
import { isLoopbackHost, webhookUrlProblem } from "./webhook-url";

describe("webhook URL rules", () => {
  it.each([
    "https://hooks.example.com/partner",
    "https://hooks.example.com:8443/a?b=c",
    "http://localhost:4000/hook",
    "http://127.0.0.1:4000/hook",
    "http://127.9.9.9/hook",
    "http://[::1]:4000/hook",
    "https://localhost/hook",
  ])("accepts %s", (url) => expect(webhookUrlProblem(url)).toBeUndefined());

  it.each([
    ["not a url", /absolute URL/],
    ["ftp://example.com/x", /https/],
    ["http://example.com/hook", /plain http/],
    ["https://10.1.2.3/hook", /private/],
    ["https://172.20.0.1/hook", /private/],
    ["https://192.168.1.10/hook", /private/],
    ["https://169.254.169.254/latest/meta-data", /private/],
    ["https://100.64.0.1/hook", /private/],
    ["https://0.0.0.0/hook", /private/],
    ["https://[fd00::1]/hook", /private/],
    ["https://[fe80::1]/hook", /private/],
    ["https://[::ffff:10.0.0.1]/hook", /private/],
    ["https://metadata.google.internal/computeMetadata", /private/],
    ["https://user:pass@hooks.example.com/", /credentials/],
    ["https://hooks.example.com/#frag", /fragment/],
  ])("refuses %s", (url, message) => expect(webhookUrlProblem(url)).toMatch(message));

  it("knows loopback hosts", () => {
    expect(isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("api.localhost")).toBe(true);
    expect(isLoopbackHost("[::1]")).toBe(true);
    expect(isLoopbackHost("128.0.0.1")).toBe(false);
    expect(isLoopbackHost("example.com")).toBe(false);
  });
});
