import "server-only";
import { deliveryLogGeneration } from "./list-generation";
import { recall, rememberTotal } from "./list-memory";

// The delivery log's `total`, remembered per filter (subscription, status, eventType, since) under the delivery
// log generation, as the projects and leads lists remember theirs (list-memory.ts, list-generation.ts): a repeat
// of a query, or its next page, does not count the matching deliveries again while no write that could change
// them happened. Exact for every write committed before the request was sent; the engine's claims (which change
// no filtered column) leave the generation alone, its completions move it.
export type LogTotal = {
  known: number | undefined; // the remembered total, when it still holds
  remember: (total: number) => void; // what a counted total is, kept when it may be
};

// Reads the generation (and whether a delivery write was in flight): call before the page and count statements
// take their snapshots.
export async function logTotal(filter: unknown[]): Promise<LogTotal> {
  const key = `delivery-log:${JSON.stringify(filter)}`;
  const { gen, quiet } = await deliveryLogGeneration();
  const known = recall(key, gen);
  return {
    known: known?.total,
    remember: (total) => {
      if (quiet && !known) rememberTotal(key, gen, total);
    },
  };
}
