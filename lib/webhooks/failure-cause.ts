import type { DeliveryAttempt } from "@/lib/partner-api/contract/reader";

// Why an attempt failed, as someone debugging a receiver thinks of it: the HTTP status, or what kept a response
// from coming. Another API may word `error` otherwise, so anything unrecognised is shown as given.
export type FailureClass =
  "http" | "timeout" | "refused" | "tls" | "dns" | "connection" | "other" | "unknown";
export type FailureCause = {
  kind: FailureClass;
  // "HTTP 500", "timed out after 30 s", "connection refused", "TLS error", "unknown cause".
  label: string;
  status: number | null;
  // The first characters of the response body, or the API's own words for an error without a response.
  snippet: string | null;
};

const SNIPPET_CHARS = 300;
const clip = (s: string) => {
  const t = s.trim();
  return t === "" ? null : t.length > SNIPPET_CHARS ? `${t.slice(0, SNIPPET_CHARS)}…` : t;
};

function timeoutLabel(error: string): string {
  const ms = /(\d+)\s*ms/.exec(error)?.[1];
  const s = /(\d+(?:\.\d+)?)\s*s(?:ec|econds?)?\b/.exec(error)?.[1];
  const total = ms !== undefined ? Number(ms) : s !== undefined ? Number(s) * 1000 : null;
  if (total === null) return "timed out";
  return total < 1000 ? `timed out after ${total} ms` : `timed out after ${Math.round(total / 1000)} s`;
}

type Attempt = Partial<Pick<DeliveryAttempt, "responseStatus" | "responseBody" | "error">>;

export function failureCause(a: Attempt | null | undefined): FailureCause {
  const status = typeof a?.responseStatus === "number" ? a.responseStatus : null;
  const body = typeof a?.responseBody === "string" ? clip(a.responseBody) : null;
  if (status !== null) return { kind: "http", label: `HTTP ${status}`, status, snippet: body };
  const error = typeof a?.error === "string" ? a.error.trim() : "";
  if (error === "") return { kind: "unknown", label: "unknown cause", status: null, snippet: null };
  const said = clip(error);
  const cause = (kind: FailureClass, label: string): FailureCause => ({
    kind,
    label,
    status: null,
    snippet: said,
  });
  // The sandbox's refusal of a target it may not reach also starts with "refused": it is no connection at all.
  if (/not allowed/i.test(error)) return cause("refused", "target not allowed");
  if (/time(d)?\s*out|timeout|ETIMEDOUT/i.test(error)) return cause("timeout", timeoutLabel(error));
  if (/refused|ECONNREFUSED/i.test(error)) return cause("refused", "connection refused");
  if (/TLS|SSL|CERT/i.test(error)) return cause("tls", "TLS error");
  if (/DNS|ENOTFOUND|EAI_AGAIN/i.test(error)) return cause("dns", "DNS lookup failed");
  if (/reset|ECONNRESET|unreachable|socket hang up/i.test(error))
    return cause("connection", "connection lost");
  return cause("other", said!.length > 60 ? `${said!.slice(0, 60)}…` : said!);
}
