import { describe, expect, it } from "vitest";
import { deliveryRecord } from "./delivery-record";

describe("deliveryRecord", () => {
  it("names the record by type, id and name when the body carries them", () => {
    expect(deliveryRecord({ entity_type: "lead", entity_id: 123, data: { name: "Okafor Bathroom" } })).toBe(
      "Lead 123 · Okafor Bathroom",
    );
    expect(deliveryRecord({ entity_type: "project", entity_id: 7, data: {} })).toBe("Project 7");
    expect(deliveryRecord({ entity_type: "dailyLog", entity_id: 9 })).toBe("DailyLog 9");
  });

  it("says nothing when the body does not name a record", () => {
    expect(deliveryRecord({})).toBe("");
    expect(deliveryRecord({ entity_type: "lead" })).toBe("");
  });
});
