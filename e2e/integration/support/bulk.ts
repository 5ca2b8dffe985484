import { expect } from "vitest";
import type { ApiResult } from "./api";

// Helpers of the bulk job tests: start a job and wait for it to reach a state.
type Call = (method: string, path: string, body?: unknown) => Promise<Pick<ApiResult, "status" | "body">>;
export type Job = {
  id: number;
  state: string;
  total: number | null;
  collected: number;
  succeeded: number;
  failed: number;
  skipped: number;
  cancelled: number;
  undoUntil: string | null;
  waitingUntil: string | null;
  failures: { id: number; name: string | null; reason: string }[];
};

export async function startJob(call: Call, body: unknown): Promise<Job> {
  const res = await call("POST", "/api/bulk-jobs", body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (res.body as { data: Job }).data;
}

export async function waitJob(call: Call, id: number, until: (j: Job) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call("GET", `/api/bulk-jobs/${id}`);
    const job = (res.body as { data?: Job }).data;
    if (job && until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} timed out: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const ended = (j: Job) => j.state === "done" || j.state === "cancelled";
