import "server-only";
import { deliveryLogGeneration } from "./list-generation";
import { recall, rememberTotal } from "./list-memory";

// The delivery log's `total`, remembered per filter under the delivery log generation (as list-memory.ts does),
// so a repeat or next page does not count again. The engine's claims change no filtered column: they leave it.
export type LogTotal = {
  known: number | undefined; // the remembered total, when it still holds
  remember: (total: number) => void; // what a counted total is, kept when it may be
};

// Read before the page and count statements take their snapshots.
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
