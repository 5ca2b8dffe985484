import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Unit tests import server modules directly; outside a React server bundle the guard has nothing to guard.
  "server-only": path.resolve(import.meta.dirname, "test-support/empty.ts"),
};

// Integration files that start every server they use (own app servers, Debian clusters, clones), never the suite's
// shared one: they run side by side. Files that use both stay with the shared server.
const ownServerFiles = [
  "board-bounded",
  "bulk-jobs-restart",
  "cli",
  "cluster-board-summary",
  "cluster-command",
  "cluster-deliveries",
  "cluster-outage",
  "cluster-state",
  "delivery-rollups",
  "durability",
  "export-stream",
  "first-start",
  "fuzz",
  "graceful-shutdown",
  "index-own-subscription",
  "metrics",
  "readiness",
  "record-index-board",
  "record-index-instances",
  "record-index-quota",
  "record-index-reconcile",
  "record-index",
  "serve",
  "session-revocation",
  "sso-config",
  "start-failures",
  "start-modes",
  "team-access",
  "tracing",
  "webhook-claim-owner",
  "webhook-crash",
  "webhook-engine",
  "webhook-monitor",
  "webhook-schedule",
  "webhook-slots",
  "workbench-inspect",
  "workbench-reset",
].map((name) => `e2e/integration/${name}.test.ts`);

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      // The files that share the suite's one server (e2e/integration/support/global-setup.ts), one at a time.
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["e2e/integration/**/*.test.ts"],
          exclude: ownServerFiles,
          globalSetup: ["e2e/integration/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // The files that start every server they use, several at a time (scripts/test-integration.sh runs this
      // project beside the one above). No global server here: a file that reaches for it fails at once.
      {
        resolve: { alias },
        test: {
          name: "integration-own",
          include: ownServerFiles,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: Number(process.env.INTEGRATION_OWN_WORKERS) || 2,
        },
      },
    ],
  },
});
