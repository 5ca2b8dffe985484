import { afterAll, describe, expect, it, vi } from "vitest";
import { inboxKeyOf, inboxUrl } from "./inbox-url";
import { webhookUrlProblem } from "./webhook-url";

// Read when sandboxConfig() is first called (in the tests below), so the origin is this file's.
vi.stubEnv("APP_URL", "http://localhost:3000");
afterAll(() => vi.unstubAllEnvs());

const key = "k".repeat(32);

describe("workbench inbox URLs", () => {
  it("are the sandbox's own, so a subscription may aim at one under either target policy", () => {
    expect(inboxUrl(key)).toBe(`http://localhost:3000/sandbox/inbox/${key}`);
    expect(inboxKeyOf(inboxUrl(key))).toBe(key);
    expect(webhookUrlProblem(inboxUrl(key), "public")).toBeUndefined();
    expect(webhookUrlProblem(inboxUrl(key), "loopback+public")).toBeUndefined();
  });

  it.each([
    ["another path on the host", "http://localhost:3000/sandbox/api/v1/projects"],
    ["another port", `http://localhost:3001/sandbox/inbox/${key}`],
    ["another scheme", `https://localhost:3000/sandbox/inbox/${key}`],
    ["a short key", "http://localhost:3000/sandbox/inbox/short"],
    ["a query", `http://localhost:3000/sandbox/inbox/${key}?port=22`],
    ["a deeper path", `http://localhost:3000/sandbox/inbox/${key}/x`],
    ["credentials", `http://u:p@localhost:3000/sandbox/inbox/${key}`],
  ])("widen nothing else: %s is judged by the ordinary rules", (_, url) => {
    expect(inboxKeyOf(url)).toBeUndefined();
    expect(webhookUrlProblem(url, "public")).toBeDefined();
  });
});
