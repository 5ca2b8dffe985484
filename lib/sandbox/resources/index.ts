import "server-only";
import type { Handlers } from "./handler-types";
import { customFieldHandlers } from "./custom-fields";
import { deliveryHandlers } from "./deliveries";
import { deliverySearchHandlers } from "./delivery-search";
import { leadHandlers } from "./leads";
import { milestoneHandlers } from "./milestones";
import { projectHandlers } from "./projects";
import { replayFailedHandlers } from "./replay-failed";
import { webhookHandlers } from "./webhooks";

// One handler per operation of the contract; the type makes a missing one a compile error.
export const handlers: Handlers = {
  ...customFieldHandlers,
  ...projectHandlers,
  ...leadHandlers,
  ...milestoneHandlers,
  ...webhookHandlers,
  ...deliveryHandlers,
  ...replayFailedHandlers,
  ...deliverySearchHandlers,
};
