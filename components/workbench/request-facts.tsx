import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/format/dates";
import type { RecordedRequest } from "@/lib/workbench/inspect-types";
import { StatusBadge } from "./status-badge";

function Body({ label, text }: { label: string; text: string | null }) {
  return (
    <section className="mt-4">
      <h2 className="mb-1 text-base font-semibold">{label}</h2>
      {text ? (
        <pre className="max-h-80 overflow-auto rounded-md border bg-muted p-3 text-xs" tabIndex={0}>
          {pretty(text)}
        </pre>
      ) : (
        <p className="text-sm text-muted-foreground">None.</p>
      )}
    </section>
  );
}

// Pretty JSON when the (possibly truncated) text still parses; as it is otherwise.
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function RequestFacts({ request: r }: { request: RecordedRequest }) {
  const facts: [string, ReactNode][] = [
    ["Time (UTC)", formatDateTime(new Date(r.at), { seconds: true, timeZone: "UTC" })],
    ["Status", <StatusBadge key="s" status={r.status} />],
    ["Duration", `${Math.round(r.durationMs)} ms`],
    ["Client", r.clientId],
    ["Request id", r.requestId ?? "—"],
    ["Token", r.bearerLast4 ? `…${r.bearerLast4}` : "—"],
    ["Operation", r.route ?? "—"],
    ["Query", r.query || "—"],
    [
      "Scope check",
      r.scopeCheck
        ? r.scopeCheck.missing.length
          ? `refused: missing ${r.scopeCheck.missing.join(", ")}`
          : `passed (${r.scopeCheck.needed.join(", ") || "no scope needed"})`
        : "not reached",
    ],
    [
      "Rate limit",
      r.rateLimit
        ? `${r.rateLimit["X-RateLimit-Remaining"] ?? "?"} of ${r.rateLimit["X-RateLimit-Limit"] ?? "?"} left this minute`
        : "not counted",
    ],
    ["Fault rule", r.fault ?? "none"],
  ];
  return (
    <>
      <dl className="grid max-w-3xl grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-all">{v}</dd>
          </div>
        ))}
      </dl>
      {r.error && (
        <section className="mt-4">
          <h2 className="mb-1 text-base font-semibold">Error</h2>
          <p className="text-sm">
            <span className="font-mono">{r.error.code}</span>: {r.error.message}
          </p>
          {r.error.details && r.error.details.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-sm" aria-label="Validation errors">
              {r.error.details.map((d) => (
                <li key={`${d.path}:${d.message}`}>
                  <span className="font-mono">{d.path}</span>: {d.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <Body label="Request body" text={r.requestBody} />
      <Body label="Response body" text={r.responseBody} />
    </>
  );
}
