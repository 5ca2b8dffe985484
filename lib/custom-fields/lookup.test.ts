import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { lookupFailure, recordPath } from "./lookup";

describe("lookup", () => {
  it("links to the record's page", () => {
    expect(recordPath("Project", 4)).toBe("/projects/4");
    expect(recordPath("Lead", 9)).toBe("/leads/9");
  });
  it("says why a lookup found nothing", () => {
    expect(lookupFailure(new ApiRequestError(404, "not_found", "x"), "Project")).toBe(
      "No record holds this value.",
    );
    expect(lookupFailure(new ApiRequestError(403, "insufficient_scope", "x"), "Lead")).toMatch(
      /lack the scope to read leads/,
    );
    expect(lookupFailure(new ApiRequestError(429, "rate_limited", "Slow down."), "Lead")).toBe("Slow down.");
  });
});
