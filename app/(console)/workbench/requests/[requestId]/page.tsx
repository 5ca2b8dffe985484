import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RequestEvents } from "@/components/workbench/request-events";
import { RequestFacts } from "@/components/workbench/request-facts";
import { isPartnerApiError } from "@/lib/partner-api";
import { workbenchCall } from "@/lib/workbench/client";
import { uuidParam } from "@/lib/workbench/inspect-schemas";
import type { RecordedRequest } from "@/lib/workbench/inspect-types";
import { sandboxUser } from "@/lib/workbench/sandbox-only";

export const metadata: Metadata = { title: "Request" };

// One recorded request whole: what was asked and answered, the checks it passed, and what it caused
// (request → event → delivery).
export default async function RequestPage({ params }: { params: Promise<{ requestId: string }> }) {
  const user = await sandboxUser();
  const parsed = uuidParam.safeParse({ id: (await params).requestId });
  if (!parsed.success) notFound();
  const found = await workbenchCall<{ data: RecordedRequest }>(
    user.environment,
    "GET",
    `/requests/${parsed.data.id}`,
  ).catch((err: unknown) => {
    if (isPartnerApiError(err) && err.status === 404) notFound();
    throw err;
  });
  const request = found.data;
  return (
    <>
      <Link href="/workbench/requests" className="text-sm underline underline-offset-4">
        All requests
      </Link>
      <h1 className="mb-4 mt-2 font-mono text-xl font-semibold">
        {request.method} {request.path}
      </h1>
      <RequestFacts request={request} />
      <RequestEvents events={request.events} />
    </>
  );
}
