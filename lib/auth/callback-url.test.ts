import { describe, expect, it } from "vitest";
import { isSafeCallbackUrl, safeCallbackUrl } from "./callback-url";

const APP = "http://127.0.0.1:4460";

describe("safeCallbackUrl", () => {
  it.each([
    ["/projects?status=2#top", "/projects?status=2#top"],
    ["/leads/7", "/leads/7"],
    [`${APP}/webhooks`, "/webhooks"],
    [`${APP}`, "/"],
    ["/", "/"],
  ])("follows %s", (cb, want) => {
    expect(safeCallbackUrl(cb, APP)).toBe(want);
    expect(isSafeCallbackUrl(cb, APP)).toBe(true);
  });

  it.each([
    "/\\127.0.0.1:4460/x",
    "/%5C127.0.0.1:4460/x",
    "/%5c/evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\r\n/evil",
    "/%0D%0ASet-Cookie:x=1",
    "//evil.example",
    "https://evil.example/",
    "http://127.0.0.1:4461/",
    "javascript:alert(1)",
    "\\\\evil.example",
    "",
    undefined,
    ["/projects"],
  ])("refuses %j", (cb) => {
    expect(safeCallbackUrl(cb, APP)).toBe("/");
    expect(isSafeCallbackUrl(cb, APP)).toBe(false);
  });
});
