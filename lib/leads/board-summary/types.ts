import type { Lead } from "@/lib/partner-api/contract/reader";
import type { PhaseTotals } from "./store";

// What the board reads of its sums (index.ts); a file of its own so from-index.ts need not import index.ts.
export type BoardSummary = {
  // pending: never computed yet; refreshing: the figures shown are from asOf and a newer run is on its way.
  state: "pending" | "ready" | "refreshing" | "failed";
  asOf: string | null;
  phases: PhaseTotals;
  other: Lead[];
  progress: { read: number; total: number | null } | null;
  error: string | null;
};
