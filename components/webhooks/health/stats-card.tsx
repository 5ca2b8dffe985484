"use client";

import { useQuery } from "@tanstack/react-query";
import { BarChart3 } from "lucide-react";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { SectionCard } from "@/components/record/section-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { DeliveryStats } from "@/lib/partner-api/contract/reader";
import { deliveryStatsOptions } from "@/lib/webhooks/queries";
import { formatMs, formatRate, statsSeries, statsSummary } from "@/lib/webhooks/delivery-stats";
import { LoadError } from "./load-error";
import { useTimeFormat } from "./use-time-format";

const TITLE = "Success rate and latency, last 24 hours";

// recharts is most of this page's weight and only a subscription with attempts draws it: its code is fetched
// when there is something to chart. The placeholder holds the two figures' height (captions, plots, legends).
const StatsChart = dynamic(() => import("./stats-chart").then((m) => m.StatsChart), {
  ssr: false,
  loading: () => <Skeleton className="h-[31.5rem] w-full" />,
});

// Hourly statistics of the subscription's attempts (test sends left out): refreshed along with the log while
// deliveries wait.
export function StatsCard({ subscriptionId, live }: { subscriptionId: number; live: boolean }) {
  const q = useQuery({ ...deliveryStatsOptions(subscriptionId), refetchInterval: live ? 10_000 : false });
  if (q.isPending)
    return (
      <SectionCard title={TITLE}>
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only" role="status">
            Loading statistics…
          </span>
          <Skeleton className="h-64 w-full" />
        </div>
      </SectionCard>
    );
  if (q.isError)
    return (
      <SectionCard title={TITLE}>
        <LoadError what="The statistics" error={q.error} retry={() => q.refetch()} retrying={q.isFetching} />
      </SectionCard>
    );
  if (!q.data.available)
    return (
      <SectionCard title={TITLE}>
        <p className="text-sm text-muted-foreground">Delivery statistics are not available from this API.</p>
      </SectionCard>
    );
  return (
    <SectionCard
      title={TITLE}
      description="Every attempt of the subscription's events, per hour; test sends are not counted."
    >
      <StatsBody stats={q.data.stats} />
    </SectionCard>
  );
}

function StatsBody({ stats }: { stats: DeliveryStats }) {
  const fmt = useTimeFormat();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const points = statsSeries(stats);
  const s = statsSummary(stats);
  if (s.attempts === 0)
    return (
      <EmptyState
        icon={<BarChart3 />}
        title="No attempts in the last 24 hours"
        description="Nothing was sent to this endpoint in that time, so there is no success rate or latency to show."
      />
    );
  const finished = s.delivered + s.retried + s.failed;
  return (
    <div className="grid gap-4">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <StatsChart points={points} hourLabel={fmt.hour} />
        <dl className="grid content-start gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Success rate</dt>
            <dd>
              <span className="text-2xl font-semibold tabular-nums">{formatRate(s.successRate)}</span>{" "}
              <span className="text-muted-foreground">
                of finished attempts ({s.delivered} of {finished})
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Attempts</dt>
            <dd>
              {s.attempts}: {s.delivered} delivered, {s.retried} failed and retried, {s.failed} failed for
              good
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Attempt duration</dt>
            <dd>
              {s.latest ? (
                <>
                  p50 {s.latest.p50 === null ? "—" : formatMs(s.latest.p50)}, p95{" "}
                  {s.latest.p95 === null ? "—" : formatMs(s.latest.p95)} in the latest hour with attempts
                  (from {fmt.hour(s.latest.hour)})
                </>
              ) : (
                "—"
              )}
              {s.worstP95 !== null && (
                <span className="block text-muted-foreground">
                  Highest hourly p95: {formatMs(s.worstP95)}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? "Hide the hourly table" : "Show the hourly table"}
        </Button>
      </div>
      <div id={tableId} hidden={!showTable}>
        {showTable && (
          <Table label="Attempts per hour">
            <TableCaption>Attempts per hour, oldest first; the last hour is still going.</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Hour from</TableHead>
                <TableHead className="text-right">Attempts</TableHead>
                <TableHead className="text-right">Delivered</TableHead>
                <TableHead className="text-right">Failed, retried</TableHead>
                <TableHead className="text-right">Failed for good</TableHead>
                <TableHead className="text-right">Success rate</TableHead>
                <TableHead className="text-right">p50</TableHead>
                <TableHead className="text-right">p95</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {points.map((p) => (
                <TableRow key={p.hour}>
                  <TableHead scope="row" className="font-normal">
                    {fmt.hour(p.hour)}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">{p.attempts}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.delivered}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.retried}</TableCell>
                  <TableCell className="text-right tabular-nums">{p.failed}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatRate(p.successRate)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {p.p50 === null ? "—" : formatMs(p.p50)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {p.p95 === null ? "—" : formatMs(p.p95)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </div>
  );
}
