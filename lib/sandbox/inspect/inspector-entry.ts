import type { ErrorDetail } from "@/lib/partner-api/contract";

// What the request path notes of one partner-API request for the inspector. Filled cheaply while the request
// runs (references, no copies, no serialising); inspector-buffer.ts turns it into a row off the request path.
export type InspectorEntry = {
  at: Date;
  companyId: number;
  clientId: string;
  method: string;
  path: string;
  query: string;
  route?: string;
  status: number;
  durationMs: number;
  requestId?: string;
  bearerLast4?: string;
  rateLimit?: Record<string, string>;
  scopeCheck?: { needed: string[]; missing: string[] };
  error?: { code: string; message: string; details?: ErrorDetail[] };
  fault?: string;
  // The parsed request body (a write's), or "[redacted]" (the token endpoint's).
  requestBody?: unknown;
  // The answer's text, already cut to BODY_LIMIT characters.
  responseText?: string;
  eventIds?: number[];
};

// Bodies are kept to their first 2 KB: enough to recognise a request, little to write per request.
export const BODY_LIMIT = 2048;

export const cut = (text: string) => (text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}…` : text);

// The last 4 characters of a bearer token: enough to tell two tokens apart, never enough to use one.
export function bearerLast4(authorization: string | null): string | undefined {
  const token = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return token && token.length > 8 ? token.slice(-4) : undefined;
}
