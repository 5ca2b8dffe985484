import { describe, expect, it } from "vitest";
import { AUDIT_LIMITS, auditText, boundRow } from "./bound";

describe("audit fields", () => {
  it("escapes bidi and control characters and cuts long text", () => {
    expect(auditText("a\u202eb\nc\u0000", 100)).toBe("a\\u202eb\\u000ac\\u0000");
    const long = auditText("x".repeat(60_000), AUDIT_LIMITS.target);
    expect(long).toHaveLength(AUDIT_LIMITS.target);
    expect(long.endsWith("…")).toBe(true);
  });

  it("bounds every text of a row and leaves ordinary text alone", () => {
    const row = boundRow({
      operation: "webhook.update",
      userEmail: "ana@example.com",
      role: "manager",
      environment: "Sandbox",
      target: "webhook 1\u2066 admin deleted webhook 2",
      detail: null,
      userAgent: "Mozilla/5.0",
      changes: [{ field: "name", before: "Old", after: "New\u202e" }],
    });
    expect(row.target).toBe("webhook 1\\u2066 admin deleted webhook 2");
    expect(row.userEmail).toBe("ana@example.com");
    expect(row.detail).toBeNull();
    expect(row.changes).toEqual([{ field: "name", before: "Old", after: "New\\u202e" }]);
  });
});
