// Money as people type it ("$65,000", "65 000,50", "1.234.567,89") to the API's number; no zod, the forms'
// schemas call it. US dollars: the spec names no currency and the accounts are US pros. When both "," and "."
// appear, the last is the decimal point; refusals are worded so a user can act on them.

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export const MAX_MONEY = 1_000_000_000_000;
const EXAMPLE = "such as 65,000 or 65000.50";

const fail = (error: string): Parsed<number> => ({ ok: false, error });

// Every kind of space a keyboard or a copied figure brings (no-break, narrow no-break, thin).
const SPACES = /[\s\u00a0\u2009\u202f]/g;

export function parseMoney(input: string): Parsed<number> {
  let s = input.trim();
  if (s === "") return fail(`Enter an amount, ${EXAMPLE}.`);
  let negative = false;
  if (/^[-−]/.test(s)) {
    negative = true;
    s = s.slice(1).trim();
  }
  // The currency may stand before or after the figure: "$65,000", "US$65,000", "USD 65,000", "65,000 USD".
  s = s.replace(/^(?:US\$|USD|\$)\s*/i, "").replace(/\s*(?:USD|\$)$/i, "");
  if (/^[-−]/.test(s)) {
    negative = true;
    s = s.slice(1).trim();
  }
  if (/[€£¥₹]|EUR|GBP/i.test(s)) return fail("Enter the amount in US dollars (no other currency).");
  if (negative) return fail("Enter an amount of 0 or more.");
  if (/[eE]/.test(s) && /\d/.test(s)) return fail(`Write the amount out in digits, ${EXAMPLE}.`);
  s = s.replace(SPACES, " ");
  if (!/^\d[\d ,.']*$/.test(s) || /[ ,.']$/.test(s)) return fail(`Enter an amount in digits, ${EXAMPLE}.`);

  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  let decimalAt = -1;
  if (lastComma >= 0 && lastDot >= 0) decimalAt = Math.max(lastComma, lastDot);
  else if (lastDot >= 0 && s.indexOf(".") === lastDot) decimalAt = lastDot;
  // A single comma with one or two digits after it is a decimal comma ("6,50"); three digits make it a
  // thousands separator ("65,000").
  else if (lastComma >= 0 && s.indexOf(",") === lastComma && /^\d{1,2}$/.test(s.slice(lastComma + 1)))
    decimalAt = lastComma;

  const whole = decimalAt >= 0 ? s.slice(0, decimalAt) : s;
  const fraction = decimalAt >= 0 ? s.slice(decimalAt + 1) : "";
  if (!/^\d*$/.test(fraction)) return fail(`Put the decimal point last, ${EXAMPLE}.`);
  if (fraction.length > 2) return fail("Enter at most two decimals (cents).");
  // Grouping: one kind of separator, a group of one to three digits, then groups of exactly three.
  const seps = new Set(whole.replace(/\d/g, ""));
  if (seps.size > 1 || !/^\d{1,3}(?:[ ,.']\d{3})*$|^\d+$/.test(whole))
    return fail(`Separate thousands every three digits, ${EXAMPLE}.`);
  const value = Number(`${whole.replace(/[ ,.']/g, "")}.${fraction || "0"}`);
  if (!Number.isFinite(value) || value > MAX_MONEY)
    return fail(`Enter an amount of at most ${MAX_MONEY.toLocaleString("en-US")}.`);
  return { ok: true, value };
}
