import { describe, expect, it } from "vitest";
import { customFieldCreateBody } from "@/lib/partner-api/contract";
import { definitionFormPath, definitionFormSchema, emptyDefinition, toCreateBody } from "./definition-form";

describe("definition form", () => {
  it("builds a body the contract accepts, options only for single_select", () => {
    const v = {
      ...emptyDefinition("Lead"),
      name: " Source ",
      type: "single_select" as const,
      options: [{ value: "Web" }, { value: " Fair" }],
    };
    expect(definitionFormSchema.safeParse(v).success).toBe(true);
    const body = toCreateBody(v);
    expect(body).toEqual({
      name: "Source",
      type: "single_select",
      customableType: "Lead",
      description: null,
      options: ["Web", "Fair"],
    });
    expect(customFieldCreateBody.safeParse(body).success).toBe(true);
    expect(toCreateBody({ ...v, type: "text" }).options).toBeUndefined();
  });
  it("puts option errors on the row", () => {
    const r = definitionFormSchema.safeParse({
      ...emptyDefinition(),
      name: "S",
      type: "single_select",
      options: [{ value: "a" }, { value: "a" }, { value: "" }],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(["options.1.value", "options.2.value"]);
  });
  it("maps API paths to form paths", () => {
    expect(definitionFormPath("options.1")).toBe("options.1.value");
    expect(definitionFormPath("name")).toBe("name");
    expect(definitionFormPath("entityId")).toBeUndefined();
  });
});
