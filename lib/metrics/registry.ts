import client from "prom-client";
import { processShared } from "@/lib/cache/process-shared";

// METRICS=off: nothing is recorded and /metrics answers 404 (the bench measures the cost of collection with it).
export const metricsEnabled = (): boolean => process.env.METRICS !== "off";

type Collector = () => Promise<void>;

// One registry per server process, on globalThis (processShared): Next may load this module once per route
// bundle, and each copy must count into the same metrics.
export const metricsRegistry = processShared("metrics.registry", () => {
  const registry = new client.Registry();
  if (metricsEnabled()) client.collectDefaultMetrics({ register: registry });
  return registry;
});

// Gauges read at scrape time from the store (queue depth, index lag), registered by their owners at boot.
const collectors = processShared("metrics.collectors", () => new Map<string, Collector>());

export function onScrape(name: string, collect: Collector): void {
  collectors.set(name, collect);
}

const SCRAPE_COLLECT_TIMEOUT_MS = 2_000;

// Runs every scrape-time collector (a failed or slow one leaves its gauges as they were: the scrape still
// answers), then writes the registry out in Prometheus's text format.
export async function scrape(): Promise<string> {
  await Promise.all(
    [...collectors.values()].map((collect) =>
      Promise.race([collect(), new Promise((r) => setTimeout(r, SCRAPE_COLLECT_TIMEOUT_MS).unref())]).catch(
        () => undefined,
      ),
    ),
  );
  return metricsRegistry.metrics();
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;

// A metric made once per process (the first module copy to ask) and registered in the process's registry.
export function shared<T extends client.Metric>(name: string, make: (registers: client.Registry[]) => T): T {
  return processShared(`metrics.metric.${name}`, () => make([metricsRegistry]));
}

// A counter of this process's registry, by name (its help and bounded labels).
export function sharedCounter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  return shared(name, (registers) => new client.Counter<L>({ name, help, labelNames, registers }));
}
