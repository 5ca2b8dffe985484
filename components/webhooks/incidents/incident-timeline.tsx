"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { SectionCard } from "@/components/record/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { incidentsOptions } from "@/lib/webhook-ops/queries";
import { useClockFormat } from "../health/use-clock-format";
import { RecoverDialog } from "../recover/recover-dialog";
import { IncidentCard } from "./incident-card";

// Recovery starts an hour before the latest incident opened: deliveries whose retries were under way then can
// have failed during it.
const recoverFrom = (openedAt: string) => new Date(Date.parse(openedAt) - 3_600_000).toISOString();

// The incident story on the health page: every episode the monitor recorded, newest first.
export function IncidentTimeline({ subscriptionId }: { subscriptionId: number }) {
  const q = useQuery({ ...incidentsOptions(subscriptionId), refetchInterval: 15_000 });
  const { time } = useClockFormat();
  return (
    <section id="incidents" aria-labelledby="incidents-title" className="scroll-mt-6">
      <SectionCard title="Incidents">
        <h3 id="incidents-title" className="sr-only">
          Incident timeline
        </h3>
        <p className="mb-3 text-sm">
          <Link className="underline" href={`/webhooks/deliveries?subscriptionId=${subscriptionId}`}>
            Search this subscription&apos;s deliveries
          </Link>
        </p>
        {q.isPending ? (
          <div className="grid gap-2" aria-label="Loading incidents">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : q.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The incidents could not be loaded: {q.error.message}
          </p>
        ) : q.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No incidents. The console&apos;s monitor opens one when deliveries start failing, and warns at 5,
            7 and 9 failed events in a row, before the auto-disable at 10.
          </p>
        ) : (
          <div className="grid gap-3">
            <div>
              <RecoverDialog subscriptionId={subscriptionId} from={recoverFrom(q.data[0]!.openedAt)} />
            </div>
            <ol className="grid gap-4" aria-label="Incidents, newest first">
              {q.data.map((i) => (
                <IncidentCard key={i.id} incident={i} subscriptionId={subscriptionId} time={time} />
              ))}
            </ol>
          </div>
        )}
      </SectionCard>
    </section>
  );
}
