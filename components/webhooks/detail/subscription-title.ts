// A subscription is named by its description, or by its URL when it has none.
export const subscriptionTitle = (s: { description: string | null; url: string }) =>
  s.description?.trim() || s.url;
