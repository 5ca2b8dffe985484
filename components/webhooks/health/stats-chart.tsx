"use client";

import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { ReactNode } from "react";
import { formatMs, type StatsPoint } from "@/lib/webhooks/delivery-stats";

// Colours come from the theme's tokens, so the chart follows light and dark mode; text is muted-foreground,
// which passes contrast on the card in both.
const tick = { fill: "var(--muted-foreground)", fontSize: 12 };

const volumeLegend = [
  { label: "Delivered", swatch: "size-3 rounded-sm bg-success" },
  { label: "Failed, retried", swatch: "size-3 rounded-sm bg-warning" },
  { label: "Failed for good", swatch: "size-3 rounded-sm bg-destructive" },
  { label: "Success rate (right axis)", swatch: "h-0.5 w-4 bg-foreground" },
];
const latencyLegend = [
  { label: "p95 duration", swatch: "h-0.5 w-4 bg-foreground" },
  { label: "p50 duration", swatch: "h-0.5 w-4 border-t-2 border-dashed border-muted-foreground" },
];

const tooltipProps = {
  contentStyle: {
    background: "var(--popover)",
    color: "var(--popover-foreground)",
    border: "1px solid var(--border)",
    borderRadius: 6,
    fontSize: 12,
  },
  labelStyle: { color: "var(--popover-foreground)" },
};
const percent = (v: number) => `${Math.round(v * 100)}%`;

type Props = { points: StatsPoint[]; hourLabel: (iso: string) => string };
type Row = StatsPoint & { label: string };

// Two pictures of the last 24 hours: the hour's attempts by outcome with its success rate, and the hour's
// p50/p95 attempt duration. Pictures only: the summary and the data table beside them carry the figures.
export function StatsChart({ points, hourLabel }: Props) {
  const data = points.map((p) => ({ ...p, label: hourLabel(p.hour) }));
  return (
    <div className="grid min-w-0 gap-4">
      <ChartFigure
        caption="Success rate and attempts per hour"
        description="Chart of attempts per hour over the last 24 hours by outcome, with the success rate of each hour. The same figures are in the summary and the data table."
        data={data}
        height="h-56"
        legend={volumeLegend}
      >
        <YAxis
          yAxisId="attempts"
          allowDecimals={false}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={36}
        />
        <YAxis
          yAxisId="rate"
          orientation="right"
          domain={[0, 1]}
          ticks={[0, 0.5, 1]}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={44}
          tickFormatter={percent}
        />
        <Tooltip
          cursor={{ fill: "var(--muted)" }}
          {...tooltipProps}
          formatter={(value, name) =>
            name === "Success rate" && typeof value === "number" ? percent(value) : value
          }
        />
        <Bar yAxisId="attempts" dataKey="delivered" name="Delivered" stackId="a" fill="var(--success)" />
        <Bar yAxisId="attempts" dataKey="retried" name="Failed, retried" stackId="a" fill="var(--warning)" />
        <Bar
          yAxisId="attempts"
          dataKey="failed"
          name="Failed for good"
          stackId="a"
          fill="var(--destructive)"
        />
        <Line yAxisId="rate" dataKey="successRate" name="Success rate" {...seriesLine("var(--foreground)")} />
      </ChartFigure>
      <ChartFigure
        caption="Attempt duration per hour"
        description="Chart of the p50 and p95 attempt duration of each hour over the last 24 hours. The same figures are in the data table."
        data={data}
        height="h-40"
        legend={latencyLegend}
      >
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={64}
          tickFormatter={(v: number) => formatMs(v)}
        />
        <Tooltip
          {...tooltipProps}
          formatter={(value) => (typeof value === "number" ? formatMs(value) : value)}
        />
        <Line dataKey="p95" name="p95 duration" {...seriesLine("var(--foreground)")} />
        <Line
          dataKey="p50"
          name="p50 duration"
          {...seriesLine("var(--muted-foreground)")}
          strokeDasharray="4 3"
          dot={false}
        />
      </ChartFigure>
    </div>
  );
}

// A line of hourly values: gaps where an hour had no attempts, no animation (the data refreshes in place).
const seriesLine = (color: string) => ({
  type: "monotone" as const,
  stroke: color,
  strokeWidth: 2,
  dot: { r: 2, fill: color },
  connectNulls: false,
  isAnimationActive: false,
});

// One captioned chart over the 24 hours: the hour axis and grid, the series given as children, and its legend.
function ChartFigure(props: {
  caption: string;
  description: string;
  data: Row[];
  height: string;
  legend: { label: string; swatch: string }[];
  children: ReactNode;
}) {
  return (
    <figure className="grid min-w-0 gap-2">
      <figcaption className="text-sm font-medium">{props.caption}</figcaption>
      <div role="img" aria-label={props.description} className={`${props.height} w-full min-w-0`}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={props.data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="label"
              tick={tick}
              tickLine={false}
              axisLine={{ stroke: "var(--border)" }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            {props.children}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <Legend items={props.legend} />
    </figure>
  );
}

// The legend in the page's own text colour: the series colours would fail contrast as text.
function Legend({ items }: { items: { label: string; swatch: string }[] }) {
  return (
    <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((l) => (
        <li key={l.label} className="flex items-center gap-1.5">
          <span className={l.swatch} />
          {l.label}
        </li>
      ))}
    </ul>
  );
}
