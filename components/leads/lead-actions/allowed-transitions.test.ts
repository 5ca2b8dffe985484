import { describe, expect, it } from "vitest";
import { allowedTransitions } from "./allowed-transitions";

const lead = (value: string, projectId: number | null = null) => ({
  status: { value, displayName: value },
  projectId,
});

describe("allowedTransitions", () => {
  it.each([
    ["Current", null, { convert: true, retire: true, reactivate: false }],
    ["Current", 9, { convert: false, retire: true, reactivate: false }],
    ["Won", null, { convert: true, retire: false, reactivate: false }],
    ["Won", 9, { convert: false, retire: false, reactivate: false }],
    ["Retired", null, { convert: false, retire: false, reactivate: true }],
    ["Retired", 9, { convert: false, retire: false, reactivate: true }],
    // A status the spec leaves open ("Other lead statuses: not shown"): retire only, besides phase moves.
    ["OnHold", null, { convert: false, retire: true, reactivate: false }],
  ] as const)("a %s lead (project %s) allows %o", (status, projectId, allowed) => {
    expect(allowedTransitions(lead(status, projectId))).toEqual(allowed);
  });
});
