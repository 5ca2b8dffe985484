// The monitor's settings (README "Webhook monitor"), read at each use: operators change them by restart.
export function monitorSettings() {
  const env = process.env;
  const interval = Number(env.WEBHOOK_MONITOR_INTERVAL_S ?? 60);
  return {
    enabled: env.WEBHOOK_MONITOR !== "off",
    intervalMs: (Number.isFinite(interval) && interval >= 0.2 ? interval : 60) * 1000,
  };
}
