// Where the request inspector's links lead from a delivery. The delivery search shows it (by subscription and
// the record it is about); the webhook inbox (issue 42, item 1) may name the request that received it: its
// page for a delivery id goes here, and the inspector shows the link as soon as this returns one.
export const deliverySearchHref = (subscriptionId: number, entityId: number) =>
  `/webhooks/deliveries?subscriptionId=${subscriptionId}&entityId=${entityId}`;

export function inboxRequestHref(_deliveryId: string): string | undefined {
  return undefined;
}
