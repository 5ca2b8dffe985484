import type { Lead } from "@/lib/partner-api/contract/reader";

// The spec's lead state machine (phase moves are allowed from any state). A status the spec does not name allows
// only what any status allows: retire (refused only for Won), never convert or reactivate.
export function allowedTransitions({ status, projectId }: Pick<Lead, "status" | "projectId">) {
  return {
    convert: (status.value === "Won" || status.value === "Current") && projectId == null,
    retire: status.value !== "Won" && status.value !== "Retired",
    reactivate: status.value === "Retired",
  };
}
