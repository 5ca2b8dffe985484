import { describe, expect, it } from "vitest";
import { optionErrors, optionListError } from "./options";

describe("optionErrors", () => {
  it("accepts distinct, non-blank options", () => {
    expect(optionErrors(["Web", "Referral", "Fair"])).toEqual([undefined, undefined, undefined]);
  });
  it("flags blanks and the later of two duplicates (after trimming)", () => {
    expect(optionErrors(["Web", " ", "Web "])).toEqual([
      undefined,
      "An option may not be blank.",
      '"Web" is already an option.',
    ]);
  });
});

describe("optionListError", () => {
  it("needs at least one option for single_select only", () => {
    expect(optionListError("single_select", [])).toMatch(/at least one/);
    expect(optionListError("text", [])).toBeUndefined();
    expect(optionListError("single_select", ["a"])).toBeUndefined();
  });
  it("caps the count at the API's maximum", () => {
    expect(
      optionListError(
        "single_select",
        Array.from({ length: 101 }, (_, i) => `o${i}`),
      ),
    ).toMatch(/100/);
  });
});
