import { describe, expect, it } from "vitest";
import { formPathMapper, splitServerErrors } from "./server-errors";

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
