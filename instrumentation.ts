// Runs once when a server process starts: apply migrations and, where the sandbox is on, seed it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { sandboxConfig } = await import("./lib/sandbox/config");
  if (sandboxConfig().enabled) {
    const { bootSandbox } = await import("./lib/sandbox/boot");
    await bootSandbox();
  }
}
