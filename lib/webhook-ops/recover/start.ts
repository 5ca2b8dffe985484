import "server-only";
import { ConsoleApiError } from "@/lib/api/errors";
import type { ConsoleUser } from "@/lib/auth/current";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { fromExtension } from "@/lib/webhooks/server/extension";
import { createJob, toJob } from "./jobs";
import { runJob } from "./run";
import type { DryRun, ReplayJob } from "./types";

type Window = { from: string; to: string };

// How many failed or abandoned deliveries of the window a recovery would replay; unavailable without the log.
export async function dryRun(api: PartnerApiClient, id: number, w: Window): Promise<DryRun> {
  const page = await fromExtension(
    api,
    id,
    async () =>
      (
        await api.call("replayFailedWebhookDeliveries", {
          params: { id },
          body: { ...w, limit: 1, dryRun: true },
        })
      ).data.data,
  );
  return page ? { available: true, matched: page.matched } : { available: false };
}

// Reactivate (when not active) and start replaying the window in the background; the job's row is the progress.
export async function startRecovery(
  api: PartnerApiClient,
  user: ConsoleUser,
  id: number,
  w: Window,
): Promise<ReplayJob> {
  const counted = await dryRun(api, id, w);
  if (!counted.available)
    throw new ConsoleApiError(
      404,
      "extension_unavailable",
      "This API does not offer delivery logs: use the missed-changes report to re-sync instead.",
    );
  const sub = (await api.call("getWebhookSubscription", { params: { id } })).data.data;
  if (sub.status !== "active")
    await api.call("updateWebhookSubscription", { params: { id }, body: { status: "active" } });
  const job = await createJob({
    environment: user.environment.name,
    subscriptionId: id,
    windowFrom: new Date(w.from),
    windowTo: new Date(w.to),
    total: counted.matched,
    userId: user.id,
    userEmail: user.email,
    userRole: user.role,
  });
  void runJob(job);
  return toJob(job);
}
