import { describe, expect, it } from "vitest";
import { barColor, FALLBACK_COLOR, NEUTRAL_COLOR } from "./colors";

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
  it('reads token spellings an API may choose (the spec: "hex or token")', () => {
    expect(barColor("BLUE_500")).toBe("#2563eb");
    expect(barColor("color-teal")).toBe("#0d9488");
  });
  it("uses the theme's primary colour when there is none", () => {
    expect(barColor(null)).toBe(FALLBACK_COLOR);
    expect(barColor("")).toBe(FALLBACK_COLOR);
  });
  it("draws a token it cannot read in a neutral grey", () => {
    expect(barColor("brand-accent")).toBe(NEUTRAL_COLOR);
    expect(barColor("#12345")).toBe(NEUTRAL_COLOR);
  });
});
