import { expect } from "vitest";
import type { ApiResult } from "./api";

// Helpers shared by the webhook delivery tests, for any server (the suite's or a test's own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Call = <T = any>(method: string, path: string, body?: unknown) => Promise<ApiResult<T>>;

export type Attempt = {
  attemptNumber: number;
  outcome: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  nextAttemptAt: string | null;
};
export type Delivery = {
  id: string;
  eventType: string;
  test: boolean;
  status: string;
  failureReason: string | null;
  attemptCount: number;
  nextAttemptAt: string | null;
  createdAt: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  requestBody: any;
  attempts: Attempt[];
};

export async function subscribe(call: Call, body: Record<string, unknown>) {
  const res = await call("POST", "/v1/webhookSubscriptions", {
    triggers: [{ resourceName: "project", eventType: "create" }],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; secret: string; status: string };
}

export async function deliveries(call: Call, subId: number, query = ""): Promise<Delivery[]> {
  const res = await call("GET", `/v1/webhookSubscriptions/${subId}/deliveries?limit=300${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Delivery[];
}

// Polls the delivery log until `done` holds for it (or fails after timeoutMs with the last log).
export async function waitForDeliveries(
  call: Call,
  subId: number,
  done: (list: Delivery[]) => boolean,
  timeoutMs = 20_000,
): Promise<Delivery[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await deliveries(call, subId);
    if (done(list)) return list;
    if (Date.now() > deadline)
      throw new Error(
        `deliveries of ${subId} not as expected after ${timeoutMs} ms: ${JSON.stringify(list, null, 1)}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const finished = (d: Delivery) => d.status === "success" || d.status === "failed";

export async function createProjects(call: Call, n: number, name = "Webhook test") {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await call("POST", "/v1/projects", { name: `${name} ${i}` });
    expect(res.status).toBe(201);
    ids.push(res.body.data.id as number);
  }
  return ids;
}

// `count` project.update events of seeded projects (1..`projects`), written to the outbox in one statement, as that
// many mutations would commit them: a burst for the delivery engine without `count` API calls.
export async function insertProjectUpdates(
  db: { query: (sql: string, values?: unknown[]) => Promise<unknown> },
  count: number,
  projects = 200,
) {
  await db.query(
    `INSERT INTO sandbox.outbox_events (company_id, entity_type, event_type, entity_id, updated_fields, actor)
     SELECT 1, 'project', 'update', 1 + i % $2, ARRAY['notes'], '{"type":"user","id":9001}'::jsonb
     FROM generate_series(1, $1) AS i`,
    [count, projects],
  );
}
