// Lead budgets as the board and the leads table show them: whole US dollars.
export const leadMoney = new Intl.NumberFormat(undefined, {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
