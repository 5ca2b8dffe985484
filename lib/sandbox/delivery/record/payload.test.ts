import { describe, expect, it } from "vitest";
import { attemptBody, basePayload, type OutboxEvent } from "./payload";

const event = (eventType: string): OutboxEvent => ({
  id: 9,
  companyId: 1,
  entityType: "project",
  eventType,
  entityId: 42,
  updatedFields: eventType === "delete" ? null : ["name"],
  occurredAt: new Date("2027-01-01T12:00:00.123Z"),
  actor: { type: "user", id: 7 },
});
const ID = "5f0c7c52-8a0a-4a43-9a55-0f6a3c3c1e11";

describe("delivery body", () => {
  it("has the spec's fields in the spec's order", () => {
    const body = JSON.parse(attemptBody(basePayload(event("update"), { id: 42, name: "A" }), ID, 3));
    expect(Object.keys(body)).toEqual([
      "event_type",
      "company_id",
      "entity_type",
      "entity_id",
      "occurred_at",
      "updated_fields",
      "data",
      "actor",
      "delivery_id",
      "attempt_number",
    ]);
    expect(body).toMatchObject({
      event_type: "project.update",
      occurred_at: "2027-01-01T12:00:00.123Z",
      data: { id: 42, name: "A" },
      delivery_id: ID,
      attempt_number: 3,
    });
  });

  it("omits updated_fields and empties data on delete; {} when the resource cannot be read", () => {
    const del = JSON.parse(attemptBody(basePayload(event("delete"), { id: 42 }), ID, 1));
    expect(del).not.toHaveProperty("updated_fields");
    expect(del.data).toEqual({});
    expect(JSON.parse(attemptBody(basePayload(event("create"), undefined), ID, 1)).data).toEqual({});
  });

  it("marks test sends with test: true, and only those", () => {
    expect(JSON.parse(attemptBody(basePayload(event("create"), {}, true), ID, 1)).test).toBe(true);
    expect(JSON.parse(attemptBody(basePayload(event("create"), {}), ID, 1))).not.toHaveProperty("test");
  });
});
