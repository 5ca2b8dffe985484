// The headers an inbox keeps: credentials a sender put in a custom header (Authorization, Cookie) as their last 4
// characters only, like every other place the sandbox records a token; at most 100 headers of 4 KB each.
const MASKED = new Set(["authorization", "proxy-authorization", "cookie", "x-api-key"]);
const MAX_HEADERS = 100;
const MAX_VALUE = 4096;

export function recordedHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  let n = 0;
  for (const [name, value] of headers) {
    if (n++ >= MAX_HEADERS) break;
    out[name] = MASKED.has(name) ? masked(value) : value.slice(0, MAX_VALUE);
  }
  return out;
}

const masked = (value: string) => (value.length > 12 ? `…${value.slice(-4)}` : "…");
