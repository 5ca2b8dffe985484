// Where the request inspector's links lead from a delivery: the delivery search (by subscription and the record
// it is about), and the workbench inbox request that received it.
export const deliverySearchHref = (subscriptionId: number, entityId: number) =>
  `/webhooks/deliveries?subscriptionId=${subscriptionId}&entityId=${entityId}`;

export const inboxRequestHref = (inboxId: number, requestId: number) =>
  `/workbench/inboxes?inbox=${inboxId}&request=${requestId}`;

// The inbox page's selection in its address: which inbox, and which of its requests.
export function parseInboxSelection(params: URLSearchParams): {
  inbox: number | null;
  request: number | null;
} {
  const id = (name: string) => {
    const raw = params.get(name) ?? "";
    return /^[1-9][0-9]{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
  };
  return { inbox: id("inbox"), request: id("request") };
}
