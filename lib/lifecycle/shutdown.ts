// The process's stop hooks, run on SIGTERM/SIGINT by scripts/lib/graceful-shutdown.mjs (preloaded; it owns the
// signals and shares this globalThis shape). "stop" hooks run beside the HTTP drain (stop claiming, finish work in
// hand before `deadline`), "flush" hooks after both (write what the last requests left buffered), "close" hooks
// last (pools).
export type Phase = "stop" | "flush" | "close";
type Hook = { phase: Phase; name: string; run: (deadline: number) => Promise<void> | void };
type Lifecycle = { draining: boolean; installed: boolean; hooks: Hook[] };

const g = globalThis as unknown as { __pcLifecycle?: Lifecycle };

function lifecycle(): Lifecycle {
  return (g.__pcLifecycle ??= { draining: false, installed: false, hooks: [] });
}

// Without the preload (a bare `next start`) nobody runs the hooks: callers then fall back on the signals.
export function onShutdown(phase: Phase, name: string, run: Hook["run"]): boolean {
  lifecycle().hooks.push({ phase, name, run });
  return lifecycle().installed;
}

export function isDraining(): boolean {
  return lifecycle().draining;
}
