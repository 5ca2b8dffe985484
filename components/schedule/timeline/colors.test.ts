import { describe, expect, it } from "vitest";
import { barColor, FALLBACK_COLOR } from "./colors";

describe("barColor", () => {
  it("keeps hex colours, expanding the short form", () => {
    expect(barColor("#2563EB")).toBe("#2563eb");
    expect(barColor("#abc")).toBe("#aabbcc");
  });
  it("reads token names as palette families", () => {
    expect(barColor("teal")).toBe("#0d9488");
    expect(barColor("blue-500")).toBe("#2563eb");
    expect(barColor(" Slate ")).toBe("#475569");
  });
  it("falls back to the theme's primary colour", () => {
    expect(barColor(null)).toBe(FALLBACK_COLOR);
    expect(barColor("")).toBe(FALLBACK_COLOR);
    expect(barColor("brand-accent")).toBe(FALLBACK_COLOR);
    expect(barColor("#12345")).toBe(FALLBACK_COLOR);
  });
});
