import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { ListEnvelope } from "@/lib/partner-api/contract";
import type { WebhookDelivery } from "@/lib/partner-api/contract/reader";
import { failureCause } from "@/lib/webhooks/failure-cause";

// One page of matches, newest first, with the server's paging.
export function SearchResults({
  page,
  offset,
  pageSize,
  busy,
  onOffset,
}: {
  page: ListEnvelope<WebhookDelivery>;
  offset: number;
  pageSize: number;
  busy: boolean;
  onOffset: (o: number) => void;
}) {
  if (page.data.length === 0)
    return <p className="text-sm text-muted-foreground">No delivery matches this search.</p>;
  return (
    <div className="grid gap-2" aria-busy={busy}>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Matching deliveries</caption>
          <thead className="bg-muted/50">
            <tr>
              {["Created", "Subscription", "Event", "Resource", "Status", "Last answer"].map((h) => (
                <th key={h} scope="col" className="px-2 py-1.5 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.data.map((d) => {
              const last = d.attempts.at(-1);
              const entity = d.requestBody.entity_id;
              return (
                <tr key={d.id} className="border-t">
                  <td className="px-2 py-1.5 whitespace-nowrap">{new Date(d.createdAt).toLocaleString()}</td>
                  <td className="px-2 py-1.5">
                    <Link className="underline" href={`/webhooks/${d.subscriptionId}/health`}>
                      #{d.subscriptionId}
                    </Link>
                  </td>
                  <td className="px-2 py-1.5">{d.eventType}</td>
                  <td className="px-2 py-1.5">{typeof entity === "number" ? `#${entity}` : "—"}</td>
                  <td className="px-2 py-1.5">
                    {d.status}
                    {d.failureReason && ` (${d.failureReason})`}
                  </td>
                  <td className="px-2 py-1.5">
                    {!last
                      ? "—"
                      : last.outcome === "success"
                        ? `HTTP ${last.responseStatus}`
                        : failureCause(last).label}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav aria-label="Result pages" className="flex items-center gap-2 text-sm">
        <span>
          {offset + 1}–{offset + page.data.length} of {page.total.toLocaleString()}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + page.data.length >= page.total}
          onClick={() => onOffset(offset + pageSize)}
        >
          Next
        </Button>
      </nav>
    </div>
  );
}
