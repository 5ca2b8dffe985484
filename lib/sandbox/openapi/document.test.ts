import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  errorCodes,
  operations,
  triggerCatalog,
  type Operation,
  type OperationId,
} from "@/lib/partner-api/contract";
import { buildOpenApiDocument } from "./build";
import { operationExamples } from "./examples";
import type { JsonSchema, OperationObject, Parameter, Ref } from "./types";

// Issue 42, item 6: what a partner builds on beyond the operations themselves.
const doc = buildOpenApiDocument({ audience: "http://localhost:3000", customClients: false });
const table = Object.entries(operations) as [OperationId, Operation][];
const opOf = (op: Operation) => doc.paths[op.path]?.[op.method.toLowerCase()];
const allOperations: OperationObject[] = [
  ...Object.values(doc.paths).flatMap((p) => Object.values(p)),
  ...Object.values(doc.webhooks).map((w) => w.post),
];
const bodySchema = (o: OperationObject | undefined) => o?.requestBody?.content["application/json"].schema;
const inline = (p: Parameter | Ref): Parameter =>
  "$ref" in p ? doc.components.parameters[p.$ref.split("/").pop() ?? ""]! : p;

describe("the API document partners build on", () => {
  it("describes every parameter, declares and describes every tag, and carries a licence", () => {
    for (const o of allOperations)
      for (const p of o.parameters ?? [])
        expect(inline(p).description, `${o.operationId} ${inline(p).name}`).toMatch(/\w{3,}/);
    const used = new Set(allOperations.flatMap((o) => o.tags));
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags) expect(tag.description.length, tag.name).toBeGreaterThan(20);
    expect(doc.info.license).toEqual({ name: "Apache 2.0", identifier: "Apache-2.0" });
  });

  it("has an example per operation that the operation's own zod schemas accept", () => {
    for (const [id, op] of table) {
      const example = operationExamples[id];
      const o = opOf(op);
      const response = o?.responses[op.status]?.content?.["application/json"].example;
      expect(response, id).toEqual(example.response);
      expect((op.response as z.ZodType).safeParse(response).error, `${id} response`).toBeUndefined();
      if (!op.body) continue;
      const body = o?.requestBody?.content["application/json"].example;
      expect(body, id).toBeDefined();
      expect((op.body as z.ZodType).safeParse(body).error, `${id} body`).toBeUndefined();
    }
  });

  it("lists the error codes and the trigger catalog as enums, and HTTPS-only subscription URLs", () => {
    const error = doc.components.schemas.Error as { properties: { error: { properties: JsonSchema } } };
    expect(error.properties.error.properties.code).toMatchObject({ enum: Object.keys(errorCodes) });
    const create = bodySchema(opOf(operations.createWebhookSubscription)) as {
      properties: Record<string, JsonSchema>;
    };
    expect(create.properties.url).toMatchObject({ pattern: "^https://", format: "uri" });
    expect(create.properties.triggers).toMatchObject({
      items: {
        properties: {
          resourceName: { enum: [...new Set(triggerCatalog.map((t) => t.resourceName))] },
          eventType: { enum: ["create", "update", "delete"] },
        },
      },
    });
    const headers = create.properties.headers as { propertyNames: { not: { enum: string[] } } };
    expect(headers.propertyNames.not.enum).toEqual(expect.arrayContaining(["X-Webhook-Signature", "host"]));
    const update = bodySchema(opOf(operations.updateWebhookSubscription)) as {
      properties: Record<string, JsonSchema>;
    };
    expect(update.properties.url).toMatchObject({ pattern: "^https://" });
  });

  it("has a webhooks section: every catalog event with its body, the signature headers and an example", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(
      triggerCatalog.map((t) => `${t.resourceName}.${t.eventType}`).sort(),
    );
    for (const [name, { post }] of Object.entries(doc.webhooks)) {
      expect(post.parameters?.map((p) => inline(p).name)).toEqual([
        "X-Webhook-Signature",
        "X-Webhook-Timestamp",
      ]);
      const media = post.requestBody?.content["application/json"];
      expect(media?.schema).toMatchObject({ allOf: [{ $ref: "#/components/schemas/WebhookEvent" }, {}] });
      expect(media?.example).toMatchObject({ event_type: name, entity_type: name.split(".")[0] });
      expect(Object.keys(post.responses)).toEqual(["2XX", "4XX", "5XX"]);
    }
    expect(doc.webhooks["lead.update"]?.post.requestBody?.content["application/json"].schema).toMatchObject({
      allOf: [{}, { properties: { data: { anyOf: [{ $ref: "#/components/schemas/Lead" }, {}] } } }],
    });
    expect(
      doc.webhooks["lead.delete"]?.post.requestBody?.content["application/json"].example,
    ).not.toHaveProperty("updated_fields");
  });

  it("describes the workbench as sandbox-only extensions under /sandbox, with closed bodies", () => {
    const workbench = Object.entries(doc.paths).filter(([p]) => !p.startsWith("/v1/"));
    expect(workbench.map(([p]) => p)).toEqual(
      expect.arrayContaining([
        "/workbench/inboxes",
        "/inbox/{key}",
        "/workbench/clock/run-due",
        "/workbench/faults/{id}",
      ]),
    );
    for (const [path, item] of workbench)
      for (const o of Object.values(item)) {
        expect(o, path).toMatchObject({
          "x-sandbox-workbench": true,
          tags: ["Sandbox workbench"],
          servers: [{ url: "/sandbox" }],
        });
        expect(path).toMatch(/^\/(workbench|inbox)\//);
      }
    const create = bodySchema(doc.paths["/workbench/inboxes"]?.post);
    expect(create).toMatchObject({ additionalProperties: false, required: ["name"] });
    expect(doc.paths["/inbox/{key}"]?.post?.security).toEqual([]);
  });
});
