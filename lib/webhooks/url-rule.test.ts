import { describe, expect, it } from "vitest";
import { webhookUrl, webhookUrlProblem } from "./url-rule";

describe("webhookUrlProblem", () => {
  it.each([
    "https://example.com/webhooks",
    "https://hooks.example.com:8443/in?token=a",
    "http://localhost:4000/hook",
    "http://127.0.0.1/hook",
    "http://127.5.6.7/hook",
    "http://[::1]:8080/hook",
    "HTTP://LOCALHOST/hook",
    "  https://example.com/trimmed  ",
  ])("accepts %s", (url) => {
    expect(webhookUrlProblem(url)).toBeNull();
  });

  it.each([
    ["", "Enter the URL"],
    ["   ", "Enter the URL"],
    ["example.com/hook", "full URL"],
    ["/relative", "full URL"],
    ["ftp://example.com/hook", "https://"],
    ["javascript:alert(1)", "https://"],
    ["http://example.com/hook", "loopback"],
    ["http://10.0.0.5/hook", "loopback"],
    ["https://user:pw@example.com/hook", "user name or password"],
    ["https://example.com/hook#part", "#fragment"],
    [`https://example.com/${"a".repeat(2048)}`, "2048"],
  ])("refuses %j with a message about %s", (url, words) => {
    expect(webhookUrlProblem(url)).toContain(words);
  });
});

describe("webhookUrl", () => {
  it("trims what it accepts and reports the rule's message", () => {
    expect(webhookUrl.parse(" https://example.com/h ")).toBe("https://example.com/h");
    const r = webhookUrl.safeParse("http://example.com/h");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain("Use https://");
  });
});
