import { describe, expect, it } from "vitest";
import { pickedId } from "@/components/forms/field-schemas";
import { pickerText, UNPICKED } from "./picker-value";

describe("pickerText", () => {
  it("names the saved choice when the record names it, else shows its id", () => {
    expect(pickerText("23", { id: 23, name: "Diego Silva" })).toBe("Diego Silva");
    expect(pickerText("24", { id: 23, name: "Diego Silva" })).toBe("#24");
    expect(pickerText("")).toBe("");
  });
  it("gives back typed text that was not picked", () => {
    expect(pickerText(`${UNPICKED}Silv`)).toBe("Silv");
  });
});

describe("pickedId", () => {
  const ok = (s: string) => pickedId("client").safeParse(s).success;
  it("takes a picked id or nothing", () => {
    expect(ok("23")).toBe(true);
    expect(ok("")).toBe(true);
  });
  it("refuses typed text that was not picked, a number included (the fallback is explicit)", () => {
    expect(ok(`${UNPICKED}Silva`)).toBe(false);
    expect(ok(`${UNPICKED}23`)).toBe(false);
    expect(pickedId("client").safeParse(`${UNPICKED}x`).error?.issues[0]?.message).toMatch(
      /Choose a client from the list/,
    );
  });
});
