import type { Lead } from "@/lib/partner-api/contract/reader";

// The spec's lead state machine: which transitions the API allows from the lead's present state. Phase moves are
// allowed from any state, so they are not listed. A status the spec does not name (an API may have others) allows
// what the spec allows from any status: retire (refused only for Won), never convert or reactivate.
export function allowedTransitions({ status, projectId }: Pick<Lead, "status" | "projectId">) {
  return {
    convert: (status.value === "Won" || status.value === "Current") && projectId == null,
    retire: status.value !== "Won" && status.value !== "Retired",
    reactivate: status.value === "Retired",
  };
}
