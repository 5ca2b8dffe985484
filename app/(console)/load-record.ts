import "server-only";
import { notFound, redirect } from "next/navigation";
import { currentUser, type ConsoleUser } from "@/lib/auth/current";
import { isPartnerApiError } from "@/lib/partner-api";
import { readPathId } from "@/lib/partner-api/contract/reader";

// A detail page's record by the id in its URL: a malformed id or one the API does not know is a 404 page, and a
// lost session goes to sign-in.
export async function loadRecord<R>(rawId: string, fetch: (user: ConsoleUser, id: number) => Promise<R>) {
  const parsed = readPathId.safeParse(rawId);
  if (!parsed.success) notFound();
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  try {
    return { user, record: await fetch(user, parsed.data) };
  } catch (err) {
    if (isPartnerApiError(err) && err.status === 404) notFound();
    throw err;
  }
}
