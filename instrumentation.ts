// Runs once when a server process starts: migrations, the sandbox's seed and webhook delivery worker (where it is
// on), the demo logins. A start that cannot finish ends the process with one line saying why: Next would otherwise
// serve on, retrying the hook at every request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Traces only where an OTLP endpoint is set, and first: the database pool and Next.js's spans need the provider.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) (await import("./lib/tracing/start")).startTracing();
  // Before any request: the sign-in throttle reads the client address from the socket (see peer-address.ts).
  const { installPeerAddressHeader } = await import("./lib/http/peer-address");
  installPeerAddressHeader();
  (await import("./lib/metrics/pages")).installPageMetrics();
  // Everything the boot writes is transactional, so a stop while it runs (Ctrl-C during the first seed) exits at
  // once and the next start begins again; Next's own handler would wait for the boot to finish first.
  const stopNow = () => process.exit(0);
  process.once("SIGINT", stopNow);
  process.once("SIGTERM", stopNow);
  try {
    const { sandboxConfig } = await import("./lib/sandbox/core/config");
    if (sandboxConfig().enabled) {
      const { bootSandbox } = await import("./lib/sandbox/boot");
      await bootSandbox();
      const { startDeliveryWorker } = await import("./lib/sandbox/delivery/start");
      startDeliveryWorker();
    }
    const { bootConsole } = await import("./lib/console-boot");
    await bootConsole();
    process.off("SIGINT", stopNow);
    process.off("SIGTERM", stopNow);
  } catch (err) {
    const { logger } = await import("./lib/logger");
    const cause = (err as Error & { cause?: Error }).cause?.message;
    logger.fatal({ reason: cause ?? (err as Error).message }, "the server could not start");
    process.exit(1);
  }
}

// A page that failed because PostgreSQL is away marks it so: the next pages answer 503 at once (proxy.ts).
export async function onRequestError(err: unknown) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isDatabaseUnavailable } = await import("./lib/db/unavailable");
  if (isDatabaseUnavailable(err)) (await import("./lib/db/availability")).noteDatabaseDown();
}
