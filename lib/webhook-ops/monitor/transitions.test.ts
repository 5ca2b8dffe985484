import { describe, expect, it } from "vitest";
import { decide, type Kept, type Reading } from "./transitions";

const at = new Date("2026-01-01T00:00:00Z");
// Feeds readings through decide as the store would keep them; returns every step as "kind:step".
function run(readings: Reading[], start?: Kept): string[] {
  let kept = start;
  const out: string[] = [];
  for (const r of readings) {
    const d = decide(kept, r, 10, at);
    out.push(...d.steps.map((s) => `${s.kind}${s.step ? `:${s.step}` : ""}`));
    const incidentOpen = d.close ? false : d.open || !!kept?.incidentOpen;
    kept = { status: r.status, consecutiveFailures: r.consecutiveFailures, incidentOpen, ...d.next };
  }
  return out;
}
const a = (n: number, last?: Reading["last"]): Reading => ({
  status: "active",
  consecutiveFailures: n,
  last,
});

describe("monitor transitions", () => {
  it("warns once at 5, 7 and 9, then the disable, however often it reads", () => {
    expect(
      run([a(0), a(1), a(5), a(5), a(6), a(7), a(9), a(9), { status: "disabled", consecutiveFailures: 10 }]),
    ).toEqual(["failing", "warning:50", "warning:70", "warning:90", "disabled"]);
  });
  it("catches up on steps passed while it was not reading", () => {
    expect(run([a(0), a(4), { status: "disabled", consecutiveFailures: 10 }])).toEqual([
      "failing",
      "warning:50",
      "warning:70",
      "warning:90",
      "disabled",
    ]);
  });
  it("recovers when the streak is back to 0, and after a reactivation only at a success", () => {
    expect(run([a(0), a(6), a(0)])).toEqual(["failing", "warning:50", "recovered"]);
    const later = new Date(at.getTime() + 1000).toISOString();
    expect(
      run([
        a(0),
        a(9),
        { status: "disabled", consecutiveFailures: 10 },
        a(0, null),
        a(0, null),
        a(0, { ok: true, at: later }),
      ]),
    ).toEqual(["failing", "warning:50", "warning:70", "warning:90", "disabled", "reactivated", "recovered"]);
  });
  it("treats a first reading as the baseline and a pause of a healthy subscription as an incident", () => {
    expect(run([a(0)])).toEqual([]);
    expect(run([a(0), { status: "paused", consecutiveFailures: 0 }])).toEqual(["paused"]);
  });
  it("sends warnings afresh in the round after a reactivation", () => {
    expect(run([a(0), a(5), { status: "disabled", consecutiveFailures: 5 }, a(0), a(5)])).toEqual([
      "failing",
      "warning:50",
      "disabled",
      "reactivated",
      "warning:50",
    ]);
  });
});
