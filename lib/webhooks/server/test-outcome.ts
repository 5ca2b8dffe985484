// The audit outcome of a test send: succeeded only when the receiver took the event. An API without the
// delivery extension sends nothing, and a test the receiver refused (or never answered) failed.
export function testOutcome(result: unknown): { outcome: "ok" | "error"; detail?: string } {
  const r = result as {
    available?: boolean;
    data?: { status?: string; attempts?: { error?: string | null }[] };
  };
  if (r?.available === false) return { outcome: "error", detail: "the API has no test-send extension" };
  const status = r?.data?.status;
  if (status === "success") return { outcome: "ok" };
  const error = r?.data?.attempts?.at(-1)?.error;
  return { outcome: "error", detail: `test delivery ${status ?? "unknown"}${error ? `: ${error}` : ""}` };
}
