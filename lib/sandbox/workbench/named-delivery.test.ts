import { describe, expect, it } from "vitest";
import { namedDelivery } from "./verify";

describe("namedDelivery", () => {
  const id = "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f";

  it("reads the delivery_id and attempt_number of a delivery's body", () => {
    expect(namedDelivery(JSON.stringify({ delivery_id: id, attempt_number: 2, data: {} }))).toEqual({
      id,
      attempt: 2,
    });
  });

  it("names nothing for a body that is not a delivery's", () => {
    for (const body of [
      "not json",
      "null",
      "[]",
      JSON.stringify({ delivery_id: id }),
      JSON.stringify({ delivery_id: id, attempt_number: "1" }),
      JSON.stringify({ delivery_id: id, attempt_number: 1.5 }),
      JSON.stringify({ delivery_id: "not-a-uuid-at-all-but-36-characters!", attempt_number: 1 }),
      JSON.stringify({ delivery_id: `${id}x`, attempt_number: 1 }),
      JSON.stringify({ delivery_id: 7, attempt_number: 1 }),
    ])
      expect(namedDelivery(body), body).toBeUndefined();
  });
});
