"use client";

import { DetailItem } from "./detail-list";
import { useFormatters } from "./use-formatters";

const none = <span className="text-muted-foreground">—</span>;

// A record's Created and Updated rows of a DetailList; "—" where the API sent none (the spec does not show
// them on every resource).
export function TimestampItems({
  createdAt,
  updatedAt,
}: {
  createdAt: string | null;
  updatedAt: string | null;
}) {
  const f = useFormatters();
  return (
    <>
      <DetailItem label="Created">
        {createdAt ? <time dateTime={createdAt}>{f.time(createdAt)}</time> : none}
      </DetailItem>
      <DetailItem label="Updated">
        {updatedAt ? <time dateTime={updatedAt}>{f.time(updatedAt)}</time> : none}
      </DetailItem>
    </>
  );
}
