import "server-only";
import { logger } from "@/lib/logger";
import { onScrape } from "@/lib/metrics/registry";
import { collectQueueGauges } from "./read/queue-gauges";
import { sandboxConfig } from "../core/config";
import { DeliveryWorker } from "./worker";

const g = globalThis as unknown as { __pcDeliveryWorker?: DeliveryWorker };

// Starts this process's delivery worker once (instrumentation runs once per server process; the guard covers a
// second call all the same) unless SANDBOX_WEBHOOKS=off. SIGTERM and SIGINT stop it: no new claims, attempts in
// flight are cut short and handed back so the next process resumes them at once.
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
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void worker.stop());
}
