// Runs once when a server process starts: migrations, the sandbox's seed and webhook delivery worker (where it is
// on), the demo logins.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { sandboxConfig } = await import("./lib/sandbox/config");
  if (sandboxConfig().enabled) {
    const { bootSandbox } = await import("./lib/sandbox/boot");
    await bootSandbox();
    const { startDeliveryWorker } = await import("./lib/sandbox/delivery/start");
    startDeliveryWorker();
  }
  const { bootConsole } = await import("./lib/console-boot");
  await bootConsole();
}
