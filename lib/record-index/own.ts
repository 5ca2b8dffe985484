// How the console's own subscription (subscription.ts) is told apart, in the webhooks list too: pure, so client
// components can import it.
export const OWN_DESCRIPTION = "Partner Console record index (created and used by the console itself)";
export const OWN_HEADER = { name: "X-Partner-Console", value: "record-index" };
export const isConsoleOwnSubscription = (s: { description?: string | null }) =>
  s.description === OWN_DESCRIPTION;
