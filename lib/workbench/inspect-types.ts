// What the sandbox's workbench answers (lib/sandbox/workbench), as the console's pages read it.
import type { FaultRule, RecordedRequestSummary } from "@/lib/partner-api/contract/workbench-inspect";

export type {
  FaultRule,
  RecordedDelivery,
  RecordedEvent,
  RecordedRequest,
  RecordedRequestSummary,
} from "@/lib/partner-api/contract/workbench-inspect";
export type RequestPage = { data: RecordedRequestSummary[]; limit: number; offset: number; total: number };
export type FaultList = { data: FaultRule[]; active: number };
