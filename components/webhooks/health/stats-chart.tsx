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
import { formatMs, type StatsPoint } from "@/lib/webhooks/forecast";

// Colours come from the theme's tokens, so the chart follows light and dark mode; text is muted-foreground,
// which passes contrast on the card in both.
const tick = { fill: "var(--muted-foreground)", fontSize: 12 };

const legend = [
  { label: "Delivered", swatch: "size-3 rounded-sm bg-success" },
  { label: "Failed, retried", swatch: "size-3 rounded-sm bg-warning" },
  { label: "Failed for good", swatch: "size-3 rounded-sm bg-destructive" },
  { label: "p95 duration (right axis)", swatch: "h-0.5 w-4 bg-foreground" },
];

type Props = { points: StatsPoint[]; hourLabel: (iso: string) => string };

// Attempts per hour as stacked bars (delivered, failed and retried, failed for good) and the hour's p95 attempt
// duration as a line on its own axis. A picture only: the summary and the data table beside it carry the figures.
export function StatsChart({ points, hourLabel }: Props) {
  const data = points.map((p) => ({ ...p, label: hourLabel(p.hour) }));
  return (
    <div className="grid min-w-0 gap-2">
      <div
        role="img"
        aria-label="Chart of attempts per hour over the last 24 hours, delivered, retried and failed, with the p95 attempt duration. The same figures are in the summary and the data table."
        className="h-64 w-full min-w-0"
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={data}
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
            <YAxis
              yAxisId="attempts"
              allowDecimals={false}
              tick={tick}
              tickLine={false}
              axisLine={false}
              width={36}
            />
            <YAxis
              yAxisId="latency"
              orientation="right"
              tick={tick}
              tickLine={false}
              axisLine={false}
              width={64}
              tickFormatter={(v: number) => formatMs(v)}
            />
            <Tooltip
              cursor={{ fill: "var(--muted)" }}
              contentStyle={{
                background: "var(--popover)",
                color: "var(--popover-foreground)",
                border: "1px solid var(--border)",
                borderRadius: 6,
                fontSize: 12,
              }}
              labelStyle={{ color: "var(--popover-foreground)" }}
              formatter={(value, name) =>
                name === "p95 duration" && typeof value === "number" ? formatMs(value) : value
              }
            />
            <Bar yAxisId="attempts" dataKey="delivered" name="Delivered" stackId="a" fill="var(--success)" />
            <Bar
              yAxisId="attempts"
              dataKey="retried"
              name="Failed, retried"
              stackId="a"
              fill="var(--warning)"
            />
            <Bar
              yAxisId="attempts"
              dataKey="failed"
              name="Failed for good"
              stackId="a"
              fill="var(--destructive)"
            />
            <Line
              yAxisId="latency"
              dataKey="p95"
              name="p95 duration"
              type="monotone"
              stroke="var(--foreground)"
              strokeWidth={2}
              dot={{ r: 2, fill: "var(--foreground)" }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {/* The legend in the page's own text colour: the series colours would fail contrast as text. */}
      <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {legend.map((l) => (
          <li key={l.label} className="flex items-center gap-1.5">
            <span className={l.swatch} />
            {l.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
