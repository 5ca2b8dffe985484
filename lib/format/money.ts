// Amounts as the record pages show them: US dollars, cents only when there are any ("$65,000", "$23,450.50").
// The Partner API does not say which currency a budget is in; its accounts are US pros.
const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  trailingZeroDisplay: "stripIfInteger",
} as Intl.NumberFormatOptions);

export const formatMoney = (n: number) => usd.format(n);
