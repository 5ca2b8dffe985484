import { formatDateTime } from "@/lib/format/dates";
import type { InboxRequest } from "@/lib/partner-api/contract/workbench";
import { VerificationBadge } from "./verification-badge";

// A body as it arrived, indented when it is JSON (the raw bytes are what the signature covers).
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

// One received request whole: the signature check and its reason, the headers, the body.
export function RequestDetail({ request }: { request: InboxRequest }) {
  const r = request;
  return (
    <section aria-label={`Request ${r.id}`} className="grid gap-4 rounded-md border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">
          {r.method} · {formatDateTime(new Date(r.receivedAt), { seconds: true })}
        </h3>
        <VerificationBadge result={r.verification.result} />
      </div>
      <p className="text-sm">{r.verification.reason}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Answered</dt>
        <dd>
          {r.responseStatus}
          {r.delayMs > 0 ? ` after ${r.delayMs} ms` : ""}
        </dd>
        <dt className="text-muted-foreground">Size</dt>
        <dd>{r.size} bytes</dd>
        {r.deliveryId && (
          <>
            <dt className="text-muted-foreground">Delivery</dt>
            <dd className="break-all font-mono">{r.deliveryId}</dd>
          </>
        )}
        {r.query && (
          <>
            <dt className="text-muted-foreground">Query</dt>
            <dd className="break-all font-mono">{r.query}</dd>
          </>
        )}
      </dl>
      <div>
        <h4 className="text-sm font-semibold">Headers</h4>
        <dl className="mt-1 grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 font-mono text-xs">
          {Object.entries(r.headers).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h4 className="text-sm font-semibold">Body</h4>
        {r.body === null ? (
          <p className="text-sm">Over the inbox&apos;s limit ({r.size} bytes): not kept, answered 413.</p>
        ) : (
          <pre
            tabIndex={0}
            role="region"
            aria-label="Body"
            className="mt-1 max-h-96 overflow-auto rounded bg-muted p-3 font-mono text-xs"
          >
            {pretty(r.body)}
          </pre>
        )}
      </div>
    </section>
  );
}
