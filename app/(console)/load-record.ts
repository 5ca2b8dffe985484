import "server-only";
import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { currentUser, type ConsoleUser } from "@/lib/auth/current";
import { isPartnerApiError, partnerApi } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { readPathId } from "@/lib/partner-api/contract/reader";
import { getQueryClient } from "@/lib/query-client";

// A detail page's record by the id in its URL: a malformed id or one the API does not know is a 404 page, and a
// lost session goes to sign-in. `fetch` reads it straight from the partner API (the page's server fetcher).
export async function loadRecord<R>(
  rawId: string,
  fetch: (api: PartnerApiClient, id: number, user: ConsoleUser) => Promise<R>,
) {
  const parsed = readPathId.safeParse(rawId);
  if (!parsed.success) notFound();
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  try {
    return { user, record: await fetch(partnerApi(user.environment), parsed.data, user) };
  } catch (err) {
    if (isPartnerApiError(err) && err.status === 404) notFound();
    throw err;
  }
}

// A detail page's query client, one per request: its loaders fetch into it (the record for generateMetadata and
// the page alike, a lead's phase list beside it) and the page dehydrates it.
export const pageQueryClient = cache(getQueryClient);
