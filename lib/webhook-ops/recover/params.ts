import { z } from "zod";
import { readPathId } from "@/lib/partner-api/contract/reader";

const MAX_WINDOW_DAYS = 31;
const instant = z.iso.datetime({ offset: true }).transform((v) => new Date(v).toISOString());

// A recovery window: ISO instants, from ≤ to, at most a month (what a delivery log or index reasonably holds).
export const recoveryWindow = z
  .object({ from: instant, to: instant })
  .strict()
  .refine((w) => w.from <= w.to, { message: "from must not be after to", path: ["from"] })
  .refine((w) => Date.parse(w.to) - Date.parse(w.from) <= MAX_WINDOW_DAYS * 86_400_000, {
    message: `The window may span at most ${MAX_WINDOW_DAYS} days.`,
    path: ["to"],
  });

export const jobParams = z.object({ id: readPathId, jobId: readPathId });

export const missedQuery = z
  .object({
    from: instant,
    to: instant,
    format: z.enum(["json", "csv"]).default("json"),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    download: z.enum(["1"]).optional(),
  })
  .refine((w) => w.from <= w.to, { message: "from must not be after to", path: ["from"] });
