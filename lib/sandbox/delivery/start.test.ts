import { afterEach, describe, expect, it, vi } from "vitest";

// SANDBOX_WEBHOOKS=off keeps a process from starting a delivery worker; otherwise exactly one starts.
const g = globalThis as unknown as { __pcDeliveryWorker?: { stop: () => Promise<void> } };

describe("starting the delivery worker", () => {
  afterEach(async () => {
    await g.__pcDeliveryWorker?.stop();
    delete g.__pcDeliveryWorker;
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("starts none with SANDBOX_WEBHOOKS=off", async () => {
    vi.stubEnv("SANDBOX_WEBHOOKS", "off");
    const { startDeliveryWorker } = await import("./start");
    startDeliveryWorker();
    expect(g.__pcDeliveryWorker).toBeUndefined();
  }, 30_000); // the first import loads the sandbox's modules

  it("starts one per process, however often it is asked", async () => {
    vi.stubEnv("SANDBOX_WEBHOOKS", "");
    vi.stubEnv("SANDBOX_WEBHOOK_POLL_MS", "60000");
    const { startDeliveryWorker } = await import("./start");
    const { DeliveryWorker } = await import("./worker");
    const start = vi.spyOn(DeliveryWorker.prototype, "start").mockImplementation(() => undefined);
    startDeliveryWorker();
    const first = g.__pcDeliveryWorker;
    startDeliveryWorker();
    expect(first).toBeInstanceOf(DeliveryWorker);
    expect(g.__pcDeliveryWorker).toBe(first);
    expect(start).toHaveBeenCalledTimes(1);
  }, 30_000);
});
