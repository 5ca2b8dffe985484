import type { ListEnvelope } from "@/lib/partner-api/contract";

export type Paging = { limit: number; offset: number };

export function envelope<T>(data: T[], paging: Paging, total: number): ListEnvelope<T> {
  return { data, limit: paging.limit, offset: paging.offset, total };
}
