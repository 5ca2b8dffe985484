import { describe, expect, it } from "vitest";
import { api, baseUrl } from "./support/api";

describe("the sandbox answers over real HTTP", () => {
  it("serves the health route", async () => {
    const res = await fetch(`${baseUrl()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("lists the seeded projects with a token", async () => {
    const res = await api("GET", "/v1/projects");
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(250);
    expect(res.body.data).toHaveLength(20);
  });
});
