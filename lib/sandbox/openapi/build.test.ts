import { describe, expect, it } from "vitest";
import { z } from "zod";
import { operations, scopes, type Operation } from "@/lib/partner-api/contract";
import { buildOpenApiDocument } from "./build";

const options = { audience: "http://sandbox.test:4000", customClients: false };
const doc = buildOpenApiDocument(options);
const table = Object.entries(operations) as [string, Operation][];
const opOf = (op: Operation) => doc.paths[op.path]?.[op.method.toLowerCase()];
const partnerPaths = Object.fromEntries(Object.entries(doc.paths).filter(([p]) => p.startsWith("/v1/")));

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") found.push(v);
      else refs(v, found);
    }
  return found;
}

function resolve(ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      doc,
    );
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1.0 with the spec's version, the sandbox server and the token endpoint, all relative", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("0.1.0");
    expect(doc.servers).toEqual([{ url: "/sandbox/api", description: expect.any(String) }]);
    expect(doc.info.description).toContain("`POST /sandbox/oauth/token`");
    // Only the token's audience (a value, not an address) names the host it was built for: every URL is relative,
    // so the document works at whatever host serves it.
    expect(JSON.stringify(doc).split("sandbox.test")).toHaveLength(2);
    expect(doc.info.description).toContain("`audience=http://sandbox.test:4000`");
    expect(doc.info.description).toContain("sandbox-partner");
    for (const h of [
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
      "X-Usage-Limit",
      "X-Usage-Remaining",
      "X-Usage-Reset",
    ])
      expect(doc.info.description).toContain(h);
  });

  it("has every operation of the contract at its method and path, and nothing else", () => {
    for (const [id, op] of table) {
      expect(opOf(op), `${op.method} ${op.path}`).toMatchObject({
        operationId: id,
        summary: op.summary,
        tags: [op.tag],
      });
      expect(opOf(op)?.responses[op.status]?.content?.["application/json"].schema).toBeDefined();
    }
    const documented = Object.values(partnerPaths).flatMap((p) => Object.keys(p));
    expect(documented).toHaveLength(table.length);
  });

  it("resolves every $ref to a component", () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\//);
      expect(resolve(ref), ref).toBeDefined();
    }
    expect(doc.components.schemas.Error).toBeDefined();
    expect(doc.components.schemas.Project).toBeDefined();
  });

  it("lists each operation's scopes as in the operations table", () => {
    const flow = (
      doc.components.securitySchemes.oauth2 as {
        flows: { clientCredentials: { tokenUrl: string; scopes: object } };
      }
    ).flows.clientCredentials;
    expect(flow.tokenUrl).toBe("/sandbox/oauth/token");
    expect(Object.keys(flow.scopes).sort()).toEqual([...scopes].sort());
    for (const [, op] of table) {
      const expected = "scopes" in op.auth ? [...op.auth.scopes] : [];
      expect(opOf(op)?.security, op.path).toEqual([{ oauth2: expected }]);
      if ("entityScope" in op.auth)
        expect(opOf(op)?.description).toContain(`\`${op.auth.entityScope}:projects\``);
    }
  });

  it("documents parameters, bodies and errors per operation", () => {
    for (const [, op] of table) {
      const o = opOf(op);
      const names = (o?.parameters ?? []).map((p) => ("name" in p ? p.name : p.$ref));
      for (const [, name] of op.path.matchAll(/\{(\w+)\}/g))
        expect(o?.parameters?.find((p) => "name" in p && p.name === name)).toMatchObject({
          in: "path",
          required: true,
          schema: name === "deliveryId" ? { type: "string", format: "uuid" } : { type: "integer" },
        });
      if (op.query)
        expect(names).toEqual(expect.arrayContaining(Object.keys((op.query as z.ZodObject).shape)));
      expect(o?.requestBody !== undefined).toBe(op.body !== undefined);
      expect(Object.keys(o?.responses ?? {})).toEqual(expect.arrayContaining(["400", "401", "403", "429"]));
      if (op.body) expect(Object.keys(o?.responses ?? {})).toEqual(expect.arrayContaining(["413", "415"]));
      if (op.path.includes("{")) expect(o?.responses).toHaveProperty("404");
      for (const code of op.conflicts ?? []) expect(o?.responses["409"]?.description).toContain(code);
      if (!op.conflicts) expect(o?.responses).not.toHaveProperty("409");
      expect(Object.keys(o?.responses[op.status]?.headers ?? {})).toHaveLength(6);
    }
  });

  it("describes query parameters as the types they parse to, and marks required ones", () => {
    const params = (op: Operation) =>
      Object.fromEntries(
        (opOf(op)?.parameters ?? []).flatMap((p) => ("name" in p ? [[p.name, p] as const] : [])),
      );
    const projects = params(operations.listProjects);
    expect(projects.limit).toMatchObject({
      required: false,
      schema: { type: "integer", minimum: 1, maximum: 300, default: 20 },
    });
    expect(projects.offset).toMatchObject({ schema: { type: "integer", minimum: 0 } });
    expect(projects.archived).toMatchObject({ schema: { type: "boolean" } });
    expect(projects.statusId).toMatchObject({
      schema: { type: "array", items: { type: "integer" } },
      explode: false,
    });
    const entries = params(operations.listCustomFieldEntries);
    expect(entries.entityId).toMatchObject({ required: true, schema: { type: "integer" } });
    expect(entries.entityType).toMatchObject({
      required: true,
      schema: { enum: expect.arrayContaining(["Lead", "Inquiry"]) },
    });
    const lookup = params(operations.lookupByCustomFieldValue);
    expect(Object.values(lookup).every((p) => p.required)).toBe(true);
  });

  it("leaves fields the API refuses out of request bodies, and says so", () => {
    const body = opOf(operations.updateLead)?.requestBody?.content["application/json"].schema;
    expect(body?.properties).not.toHaveProperty("phaseId");
    expect(body?.description).toContain("phaseId");
    expect(body?.not).toMatchObject({ required: ["phaseId"] }); // closed to it: a validating client refuses it too
    expect(
      opOf(operations.createLead)?.requestBody?.content["application/json"].schema.properties,
    ).toHaveProperty("phaseId");
  });

  it("flags sandbox-only operations", () => {
    const extra: Operation = {
      ...operations.listWebhookTriggers,
      path: "/v1/sandbox/ping",
      sandboxOnly: true,
    };
    const withExtra = buildOpenApiDocument(options, { ...operations, ping: extra });
    expect(withExtra.paths["/v1/sandbox/ping"]?.get).toMatchObject({
      "x-sandbox-only": true,
      description: expect.stringContaining("Sandbox only"),
    });
    // In the real table, exactly the delivery extensions for consoles are sandbox-only.
    expect(
      Object.values(partnerPaths)
        .flatMap((p) => Object.values(p))
        .filter((o) => o["x-sandbox-only"])
        .map((o) => o.operationId)
        .sort(),
    ).toEqual([
      "getWebhookDeliveryStats",
      "listWebhookDeliveries",
      "replayFailedWebhookDeliveries",
      "replayWebhookDelivery",
      "searchWebhookDeliveries",
      "testWebhookSubscription",
    ]);
  });

  it("documents a delivery id as a UUID path parameter", () => {
    const replay = doc.paths["/v1/webhookSubscriptions/{id}/deliveries/{deliveryId}/replay"]?.post;
    const param = (name: string) => replay?.parameters?.find((p) => "name" in p && p.name === name);
    expect(param("deliveryId")).toMatchObject({
      in: "path",
      required: true,
      schema: { type: "string", format: "uuid" },
    });
    expect(param("id")).toMatchObject({
      schema: { type: "integer", exclusiveMinimum: 0, maximum: 2147483647 },
    });
  });
});
