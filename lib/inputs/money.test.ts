import { describe, expect, it } from "vitest";
import { MAX_MONEY, parseMoney } from "./money";

const ok = (s: string) => {
  const r = parseMoney(s);
  if (!r.ok) throw new Error(`${JSON.stringify(s)} refused: ${r.error}`);
  return r.value;
};
const error = (s: string) => {
  const r = parseMoney(s);
  if (r.ok) throw new Error(`${JSON.stringify(s)} accepted as ${r.value}`);
  return r.error;
};

describe("parseMoney", () => {
  it("accepts what people type", () => {
    expect(ok("65000")).toBe(65000);
    expect(ok("$65,000")).toBe(65000);
    expect(ok("65 000")).toBe(65000);
    expect(ok("65,000.50")).toBe(65000.5);
    expect(ok("  $ 65,000  ")).toBe(65000);
    expect(ok("US$1,234,567.89")).toBe(1234567.89);
    expect(ok("65,000 USD")).toBe(65000);
    expect(ok("12500.5")).toBe(12500.5);
    expect(ok("0")).toBe(0);
    expect(ok("$0.99")).toBe(0.99);
  });

  it("reads other locales' separators", () => {
    expect(ok("65\u00a0000")).toBe(65000);
    expect(ok("65\u202f000,50")).toBe(65000.5);
    expect(ok("1.234.567,89")).toBe(1234567.89);
    expect(ok("6,50")).toBe(6.5);
    expect(ok("1'234")).toBe(1234);
  });

  it("refuses nonsense with a message naming the fix", () => {
    expect(error("6,50,00x")).toMatch(/digits, such as 65,000/);
    expect(error("6,50,000")).toMatch(/every three digits/);
    expect(error("65,00,0")).toMatch(/every three digits/);
    expect(error("abc")).toMatch(/digits/);
    expect(error("1e6")).toMatch(/Write the amount out in digits/);
    expect(error("65.000.5")).toMatch(/every three digits/);
    expect(error("65,000.")).toMatch(/digits/);
    expect(error("12.345")).toMatch(/two decimals/);
  });

  it("refuses empty, negative, other currencies and amounts out of range", () => {
    expect(error("")).toMatch(/Enter an amount/);
    expect(error("   ")).toMatch(/Enter an amount/);
    expect(error("-5")).toMatch(/0 or more/);
    expect(error("-$65,000")).toMatch(/0 or more/);
    expect(error("$-65,000")).toMatch(/0 or more/);
    expect(error("€65.000")).toMatch(/US dollars/);
    expect(ok(String(MAX_MONEY))).toBe(MAX_MONEY);
    expect(error("1,000,000,000,000.01")).toMatch(/at most 1,000,000,000,000/);
    expect(error("9".repeat(400))).toMatch(/at most/);
  });
});
