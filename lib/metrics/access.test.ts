import { describe, expect, it } from "vitest";
import { PEER_HEADER } from "@/lib/http/peer-address";
import { isLoopback, metricsAccess } from "./access";

const req = (peer: string | undefined, headers: Record<string, string> = {}) =>
  new Headers({ ...(peer === undefined ? {} : { [PEER_HEADER]: peer }), ...headers });

describe("metricsAccess", () => {
  it.each(["127.0.0.1", "127.8.9.1", "::1", "::ffff:127.0.0.1"])("admits the loopback peer %s", (peer) => {
    expect(metricsAccess(req(peer), undefined)).toEqual({ ok: true });
  });

  it("refuses another peer with 403, whatever X-Forwarded-For says", () => {
    const res = metricsAccess(req("10.0.0.5", { "x-forwarded-for": "127.0.0.1" }), "s3cret");
    expect(res).toMatchObject({ ok: false, status: 403, code: "forbidden" });
    expect(metricsAccess(req(undefined), "s3cret")).toMatchObject({ ok: false, status: 403 });
  });

  it("admits the token from anywhere, refuses a wrong one (or any without a token set) with 401", () => {
    expect(metricsAccess(req("10.0.0.5", { authorization: "Bearer s3cret" }), "s3cret")).toEqual({
      ok: true,
    });
    expect(metricsAccess(req("10.0.0.5", { authorization: "Bearer s3cre" }), "s3cret")).toMatchObject({
      status: 401,
    });
    expect(metricsAccess(req("127.0.0.1", { authorization: "Bearer x" }), undefined)).toMatchObject({
      status: 401,
    });
  });

  it("knows loopback addresses", () => {
    expect([isLoopback("127.0.0.1"), isLoopback("::1"), isLoopback("::2"), isLoopback("128.0.0.1")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
