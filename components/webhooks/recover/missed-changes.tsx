"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import type { MissedReport } from "@/lib/webhook-ops/recover/types";

// Against an API without a delivery log nothing can be replayed: the records the index saw change in the window,
// to re-read from the API, and an honest list of what the report cannot know.
export function MissedChanges({
  subscriptionId,
  window: span,
}: {
  subscriptionId: number;
  window: { from: string; to: string };
}) {
  const path = `/api/webhooks/${subscriptionId}/missed-changes`;
  const q = useQuery({
    queryKey: ["webhooks", "missed", subscriptionId, span],
    queryFn: async () => (await apiFetch<{ data: MissedReport }>(`${path}${toSearch(span)}`)).data,
  });
  const file = (format: string) => `${path}${toSearch({ ...span, format, download: "1" })}`;
  return (
    <section aria-labelledby="missed-title" className="grid gap-2 text-sm">
      <h3 id="missed-title" className="font-semibold">
        Missed changes
      </h3>
      <p>
        This API keeps no delivery log, so the events of the window cannot be sent again. These are the
        projects and leads that changed in it, from the console&apos;s record index: re-read them from the API
        to re-sync.
      </p>
      {q.isPending ? (
        <p className="text-muted-foreground">Reading the index…</p>
      ) : q.isError ? (
        <p role="alert" className="text-destructive">
          The report could not be made: {q.error.message}
        </p>
      ) : (
        <>
          <p>
            <strong>{q.data.changedTotal.toLocaleString()}</strong> changed,{" "}
            <strong>{q.data.deleted.length}</strong> deleted.{" "}
            <a className="underline" href={file("csv")} download>
              Export CSV
            </a>{" "}
            ·{" "}
            <a className="underline" href={file("json")} download>
              Export JSON
            </a>
          </p>
          {q.data.changed.length + q.data.deleted.length > 0 ? (
            <div className="max-h-56 overflow-y-auto rounded border">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">Records changed in the window</caption>
                <thead>
                  <tr>
                    <th scope="col" className="p-1">
                      Change
                    </th>
                    <th scope="col" className="p-1">
                      Record
                    </th>
                    <th scope="col" className="p-1">
                      At
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...q.data.deleted, ...q.data.changed].map((r) => (
                    <tr key={`${r.change}-${r.kind}-${r.id}`} className="border-t">
                      <td className="p-1">{r.change}</td>
                      <td className="p-1">
                        {r.kind} #{r.id} {r.name}
                      </td>
                      <td className="p-1">{new Date(r.at).toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-muted-foreground">The index saw no project or lead change in the window.</p>
          )}
          <details>
            <summary className="cursor-pointer">What this report cannot know</summary>
            <ul className="list-disc pl-5">
              {q.data.unknowable.map((u) => (
                <li key={u}>{u}</li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
