import "server-only";
import { ConsoleApiError } from "@/lib/api/errors";
import type { ConsoleUser } from "@/lib/auth/current";
import { indexKey } from "@/lib/record-index/config";
import { ownSubscription } from "@/lib/record-index/subscription";

export const SYSTEM_SUBSCRIPTION_MESSAGE =
  "This subscription feeds the console's record index (search freshness, board sums) and is managed by the " +
  "console itself: nobody edits, pauses, disables, reactivates, tests, replays, recreates or deletes it here. " +
  "The console checks it every few minutes and puts back any change made to it upstream.";

// The console's own subscription in the user's environment (the id it stored when it made it; a description a
// user copied onto another subscription does not make that one the console's).
export async function consoleOwnSubscriptionId(user: ConsoleUser): Promise<number | undefined> {
  return (await ownSubscription(indexKey(user.environment)))?.subscriptionId;
}

// Every mutation of a subscription goes through this first: the console's own is refused, for every role.
export async function refuseSystemOwned({ user, params }: { user: ConsoleUser; params: { id: number } }) {
  if ((await consoleOwnSubscriptionId(user)) === params.id)
    throw new ConsoleApiError(409, "system_subscription", SYSTEM_SUBSCRIPTION_MESSAGE);
}
