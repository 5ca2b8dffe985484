import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { applyServerError, formPathMapper, splitServerErrors } from "./server-errors";

const formPathOf = formPathMapper(["name", "contactId", "budget", "addresses"], { clientId: "contactId" });

describe("formPathMapper", () => {
  it.each([
    ["budget", "budget"],
    ["clientId", "contactId"],
    ["addresses.0.address.name", "addresses.0.name"],
    ["addresses.12.address.zip", "addresses.12.zip"],
  ])("maps %s to %s", (api, form) => {
    expect(formPathOf(api)).toBe(form);
  });

  it.each([
    "body",
    "addresses.0.id",
    "addresses",
    "customFieldEntries",
    "addresses.0.address.evil",
    "constructor",
  ])("leaves %s form-wide", (api) => {
    expect(formPathOf(api)).toBeUndefined();
  });
});

describe("splitServerErrors", () => {
  it("splits field errors from the rest", () => {
    expect(
      splitServerErrors(
        [
          { path: "budget", message: "too big" },
          { path: "addresses.1.id", message: "not yours" },
        ],
        formPathOf,
      ),
    ).toEqual({
      fields: [{ path: "budget", message: "too big" }],
      rest: ["addresses.1.id: not yours"],
    });
  });
});

describe("applyServerError", () => {
  const pathOf = formPathMapper<{ name: string; budget: number }>(["name", "budget"]);
  const recorder = () => {
    const set: { path: string; message: string; focus: boolean | undefined }[] = [];
    return {
      set,
      setError: ((path: string, e: { message?: string }, o?: { shouldFocus?: boolean }) =>
        set.push({ path, message: e.message ?? "", focus: o?.shouldFocus })) as never,
    };
  };

  it("puts field details on their fields, focusing the first, and leaves no form-wide message", () => {
    const form = recorder();
    const err = new ApiRequestError(400, "validation_failed", "name: required", [
      { path: "name", message: "required" },
      { path: "budget", message: "must be positive" },
    ]);
    expect(applyServerError(form, err, pathOf)).toBeUndefined();
    expect(form.set).toEqual([
      { path: "name", message: "required", focus: true },
      { path: "budget", message: "must be positive", focus: false },
    ]);
  });

  it("returns the details no field owns, else the error's message", () => {
    const form = recorder();
    const err = new ApiRequestError(400, "validation_failed", "x", [{ path: "other", message: "bad" }]);
    expect(applyServerError(form, err, pathOf)).toBe("other: bad");
    expect(applyServerError(form, new ApiRequestError(409, "conflict", "Taken."), pathOf)).toBe("Taken.");
  });

  it("says the console could not be reached when the request never got an answer", () => {
    expect(applyServerError(recorder(), new TypeError("fetch failed"), pathOf)).toMatch(
      /could not be reached/,
    );
  });
});
