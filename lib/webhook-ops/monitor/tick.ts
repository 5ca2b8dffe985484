import "server-only";
import { logger } from "@/lib/logger";
import { backgroundApi } from "@/lib/partner-api";
import { AUTO_DISABLE_THRESHOLD } from "@/lib/partner-api/contract/values";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { indexKey } from "@/lib/record-index/config";
import { ownSubscription } from "@/lib/record-index/subscription";
import { actorOf } from "./actor";
import { detailOf } from "./detail";
import { observe } from "./observe";
import { forgetMissing, readKept, record } from "./store";
import { decide } from "./transitions";

// One reading of every subscription of an environment, compared with the stored one. Only the leader calls it.
export async function readEnvironment(env: PartnerEnvironment): Promise<number> {
  const kept = await readKept(env.name);
  const own = (await ownSubscription(indexKey(env)))?.subscriptionId;
  const watching = (s: { id: number; status: string; consecutiveFailures: number }) =>
    s.consecutiveFailures > 0 || !!kept.get(s.id)?.incidentOpen;
  const observed = await observe(backgroundApi(env), watching, own);
  let created = 0;
  for (const { sub, last } of observed) {
    const at = new Date();
    const prev = kept.get(sub.id);
    const reading = {
      status: sub.status,
      consecutiveFailures: sub.consecutiveFailures,
      last: last === undefined ? undefined : last && { ok: last.ok, at: last.at },
    };
    const decision = decide(prev, reading, AUTO_DISABLE_THRESHOLD, at);
    if (
      decision.steps.length === 0 &&
      prev &&
      prev.status === sub.status &&
      prev.consecutiveFailures === sub.consecutiveFailures
    )
      continue;
    const actors = new Map<string, string | null>();
    for (const s of decision.steps)
      if (s.kind === "disabled" || s.kind === "paused" || s.kind === "reactivated") {
        const who = await actorOf(env.name, sub.id, s.kind, prev?.checkedAt ?? new Date(0));
        const auto = s.kind === "disabled" && sub.consecutiveFailures >= AUTO_DISABLE_THRESHOLD;
        actors.set(s.kind, who ?? (auto ? "automatic" : "outside the console"));
      }
    const openedAt = prev?.openedAt ?? (decision.steps.length ? at : null);
    const label = sub.description?.trim() || "";
    created += await record(
      env.name,
      sub.id,
      prev,
      { ...reading, label },
      decision,
      (kind) => detailOf(sub, last, AUTO_DISABLE_THRESHOLD, openedAt, at, actors.get(kind) ?? null),
      at,
    );
  }
  await forgetMissing(
    env.name,
    observed.map((o) => o.sub.id),
  );
  if (created)
    logger.info({ environment: env.name, transitions: created }, "webhook monitor recorded transitions");
  return created;
}
