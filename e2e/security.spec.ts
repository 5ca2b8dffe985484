import { test, expect } from "./support/fixtures";

test("pages carry a nonce CSP, frame-ancestors none, nosniff and a referrer policy", async ({ page }) => {
  const res = await page.goto("/sign-in");
  const h = res!.headers();
  expect(h["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["x-frame-options"]).toBe("DENY");
  // Served over plain http here, so no HSTS.
  expect(h["strict-transport-security"]).toBeUndefined();
});

test("a cross-site mutation is refused even with a valid session, and changes nothing", async ({ as }) => {
  const page = await as("manager");
  const list = await page.request.get("/api/projects?limit=1");
  const before = (await list.json()).total as number;
  const crossSite: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { "sec-fetch-site": "cross-site" },
  ];
  for (const headers of crossSite) {
    const res = await page.request.post("/api/projects", { data: { name: "Cross-site" }, headers });
    expect(res.status()).toBe(403);
    expect((await res.json()).error.code).toBe("cross_site");
  }
  const after = (await (await page.request.get("/api/projects?limit=1")).json()).total as number;
  expect(after).toBe(before);
});

test("console API answers are never cached and bad input gets the error envelope", async ({ as }) => {
  const page = await as("manager");
  const ok = await page.request.get("/api/projects?limit=1");
  expect(ok.headers()["cache-control"]).toBe("no-store");
  const bad = await page.request.get("/api/projects?limit=1000");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatchObject({
    code: "validation_failed",
    message: expect.stringContaining("limit"),
  });
  const notJson = await page.request.post("/api/projects", {
    data: Buffer.from("{not json"),
    headers: { "content-type": "application/json" },
  });
  expect(notJson.status()).toBe(400);
  expect((await notJson.json()).error.code).toBe("invalid_json");
  const missing = await page.request.get("/api/projects/99999999");
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe("not_found");
});
