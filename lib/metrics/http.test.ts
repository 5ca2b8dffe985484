import { describe, expect, it } from "vitest";
import { routeTemplate, timedConsoleApi } from "./http";

describe("routeTemplate", () => {
  it.each([
    ["/api/projects/42", { id: "42" }, "/api/projects/[id]"],
    [
      "/api/projects/42/milestones/7",
      { id: "42", milestoneId: "7" },
      "/api/projects/[id]/milestones/[milestoneId]",
    ],
    ["/api/projects", {}, "/api/projects"],
    ["/api/webhooks/a%20b", { id: "a b" }, "/api/webhooks/[id]"],
    ["/api/auth/callback/credentials", { nextauth: ["callback", "credentials"] }, "/api/auth/[...nextauth]"],
  ])("%s → %s", (path, params, template) => {
    expect(routeTemplate(path, params)).toBe(template);
  });
});

describe("timedConsoleApi", () => {
  it("passes the answer through for a route without params (Next gives them as undefined)", async () => {
    const handler = timedConsoleApi(async () => new Response("ok", { status: 201 }));
    const route = { params: Promise.resolve(undefined as unknown as Record<string, string>) };
    const res = await handler(new Request("http://x/api/projects"), route);
    expect([res.status, await res.text()]).toEqual([201, "ok"]);
  });
});
