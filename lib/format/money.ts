// Amounts as the record pages show them: US dollars, cents only when there are any ("$65,000", "$23,450.50").
// The Partner API does not say which currency a budget is in; its accounts are US pros.
const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  trailingZeroDisplay: "stripIfInteger",
} as Intl.NumberFormatOptions);

// Rounded to the cent first, so a sum of cents (0.1 + 0.2) or a zero difference (-0) reads as people expect.
export const formatMoney = (n: number) => usd.format(Math.round(n * 100) / 100 || 0);
