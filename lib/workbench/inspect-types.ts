// What the sandbox's workbench answers (lib/sandbox/workbench), as the console's pages read it.
export type RecordedRequestSummary = {
  id: string;
  at: string;
  clientId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string | null;
  fault: string | null;
  errorCode: string | null;
};
export type RequestPage = { data: RecordedRequestSummary[]; limit: number; offset: number; total: number };

export type RecordedDelivery = {
  id: string;
  subscriptionId: number;
  eventType: string;
  status: string;
  attemptCount: number;
  createdAt: string;
};
export type RecordedEvent = {
  id: number;
  entityType: string;
  eventType: string;
  entityId: number;
  updatedFields: string[] | null;
  occurredAt: string;
  deliveries: RecordedDelivery[];
};
export type RecordedRequest = Omit<RecordedRequestSummary, "errorCode"> & {
  query: string | null;
  route: string | null;
  bearerLast4: string | null;
  rateLimit: Record<string, string> | null;
  scopeCheck: { needed: string[]; missing: string[] } | null;
  error: { code: string; message: string; details?: { path: string; message: string }[] } | null;
  requestBody: string | null;
  responseBody: string | null;
  events: RecordedEvent[];
};

export type FaultRule = {
  id: string;
  clientId: string | null;
  kind: "latency" | "error" | "rate_limit" | "fail_next";
  method: string | null;
  pathPattern: string | null;
  latencyMs?: { min: number; max: number };
  probability?: number;
  status?: number;
  retryAfterS?: number;
  remaining?: number;
  expiresAt: string | null;
  createdAt: string;
  active: boolean;
};
export type FaultList = { data: FaultRule[]; active: number };
