import { describe, expect, it } from "vitest";
import { operations } from "@/lib/partner-api/contract";
import { matchRoute } from "./routes";

describe("routing from the contract's operation table", () => {
  it("finds every operation at its own method and path", () => {
    for (const [id, op] of Object.entries(operations)) {
      const path = op.path.replace(/\{\w+\}/g, "12");
      const m = matchRoute(op.method, path);
      expect(m.kind === "found" && m.id, `${op.method} ${op.path}`).toBe(id);
    }
  });

  it("extracts path parameters by name", () => {
    const m = matchRoute("GET", "/v1/projects/42/milestones");
    expect(m).toMatchObject({ kind: "found", id: "listProjectMilestones", rawParams: { projectId: "42" } });
  });

  it("prefers the literal lookup path over an id", () => {
    const m = matchRoute("GET", "/v1/customFields/getEntityByCustomFieldValue");
    expect(m).toMatchObject({ kind: "found", id: "lookupByCustomFieldValue" });
  });

  it("answers method_not_allowed with the allowed methods", () => {
    expect(matchRoute("PUT", "/v1/projects/1")).toEqual({
      kind: "method_not_allowed",
      allow: ["GET", "PATCH", "DELETE"],
    });
  });

  it("answers not_found for unknown paths", () => {
    expect(matchRoute("GET", "/v1/nothing")).toEqual({ kind: "not_found" });
    expect(matchRoute("GET", "/v2/projects")).toEqual({ kind: "not_found" });
  });
});
