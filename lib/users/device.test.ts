import { describe, expect, it } from "vitest";
import { deviceOf } from "./device";

describe("deviceOf", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "Firefox on Windows",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Mobile Safari on iOS (mobile)",
    ],
    ["curl/8.5.0", "Unknown device"],
    [null, "Unknown device"],
  ])("%s → %s", (ua, device) => {
    expect(deviceOf(ua)).toBe(device);
  });
});
