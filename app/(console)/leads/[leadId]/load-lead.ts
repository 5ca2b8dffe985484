import "server-only";
import { dehydrate } from "@tanstack/react-query";
import { cache } from "react";
import { currentUser } from "@/lib/auth/current";
import { leadOptions, leadPhasesOptions } from "@/lib/leads/queries";
import { leadReads } from "@/lib/leads/server";
import { partnerApi } from "@/lib/partner-api";
import { loadRecord, pageQueryClient } from "../../load-record";

// One upstream fetch per request, shared by generateMetadata and the page (React's per-request cache).
export const loadLead = cache(async (rawId: string) => {
  const { user, record } = await loadRecord(rawId, (api, id) =>
    pageQueryClient().fetchQuery({ ...leadOptions(id, leadReads(api)), retry: false }),
  );
  return { user, lead: record };
});

// A failed phase list does not fail the page (dehydrate leaves it out): the client asks again, showing the id.
async function prefetchPhases() {
  const user = await currentUser();
  if (user)
    await pageQueryClient().prefetchQuery({
      ...leadPhasesOptions(leadReads(partnerApi(user.environment))),
      retry: false,
    });
}

// Fetched side by side with the query options the client components read, so they start from this data.
export async function prefetchLead(rawId: string, { phases = false } = {}) {
  const [{ user, lead }] = await Promise.all([loadLead(rawId), phases ? prefetchPhases() : undefined]);
  return { user, lead, state: dehydrate(pageQueryClient()) };
}
