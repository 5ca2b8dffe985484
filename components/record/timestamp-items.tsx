"use client";

import { DetailItem } from "./detail-list";
import { useFormatters } from "./use-formatters";

// A record's Created and Updated rows of a DetailList.
export function TimestampItems({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  const f = useFormatters();
  return (
    <>
      <DetailItem label="Created">
        <time dateTime={createdAt}>{f.time(createdAt)}</time>
      </DetailItem>
      <DetailItem label="Updated">
        <time dateTime={updatedAt}>{f.time(updatedAt)}</time>
      </DetailItem>
    </>
  );
}
