import "server-only";
import { logger } from "@/lib/logger";
import { onScrape } from "@/lib/metrics/registry";
import { collectQueueGauges } from "./read/queue-gauges";
import { setWorkerProbe } from "@/lib/lifecycle/readiness";
import { onShutdown } from "@/lib/lifecycle/shutdown";
import { sandboxConfig } from "../core/config";
import { DeliveryWorker } from "./worker";

const g = globalThis as unknown as { __pcDeliveryWorker?: DeliveryWorker };

// Starts this process's delivery worker once (instrumentation runs once per server process; the guard covers a
// second call all the same) unless SANDBOX_WEBHOOKS=off. A shutdown stops it: no new claims, attempts in flight
// finish within the grace period (the rest are cut short and handed back, so the next process resumes them).
export function startDeliveryWorker(): void {
  if (g.__pcDeliveryWorker) return;
  onScrape("webhook-queue", collectQueueGauges);
  const config = sandboxConfig().webhooks;
  if (!config.enabled) {
    logger.info("webhook delivery is off (SANDBOX_WEBHOOKS=off)");
    return;
  }
  const worker = new DeliveryWorker(config);
  g.__pcDeliveryWorker = worker;
  worker.start();
  setWorkerProbe(deliveryWorkerHealth);
  // Without the graceful-shutdown preload, the signals stop it at once, as before.
  if (!onShutdown("stop", "delivery worker", (deadline) => worker.stop(deadline)))
    for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void worker.stop());
}

// The worker's health for /api/ready: "off" where this process runs none, else whether it claimed lately.
export function deliveryWorkerHealth(): "ok" | "fail" | "off" {
  const worker = g.__pcDeliveryWorker;
  if (!worker) return "off";
  const staleMs = Math.max(5_000, 5 * sandboxConfig().webhooks.pollMs);
  return Date.now() - worker.heartbeatAt <= staleMs ? "ok" : "fail";
}
