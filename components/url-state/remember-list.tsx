import { headers } from "next/headers";
import { Suspense } from "react";
import { RememberList } from "@/components/url-state/back-to-list";
import { rememberScript } from "@/components/url-state/list-address";

type SearchParams = Record<string, string | string[] | undefined>;

// Remembers a list page's address twice: by an inline script in the page's HTML, so a row opened before the page
// has hydrated still leads back here, and by RememberList for the addresses the list moves to in the browser.
export async function RememberListPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  const script = rememberScript(path, params);
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
      <Suspense>
        <RememberList />
      </Suspense>
    </>
  );
}
