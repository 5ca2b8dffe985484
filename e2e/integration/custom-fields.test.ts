import { beforeAll, describe, expect, it } from "vitest";
import { api, token } from "./support/api";
import {
  MISSING_ID,
  createLead,
  createProject,
  expectError,
  expectStatus,
  getLead,
  getProject,
  uniq,
} from "./support/helpers";

// Rule 7, custom fields: six types, options for single_select, entries checked against type and options,
// Inquiry accepted for Lead in definitions and entries, lookup by value → { entityType, entityId, entity } or 404,
// with the entity type's read scope.

const defineField = async (body: Record<string, unknown>) => {
  const res = await api("POST", "/v1/customFields", { body: { name: uniq("Field"), ...body } });
  expectStatus(res, 201);
  return res.body.data as {
    id: number;
    name: string;
    type: string;
    options: string[];
    customableType: string;
  };
};
const setEntries = (entityType: string, entityId: number, customFieldEntries: unknown[]) =>
  api("PATCH", "/v1/customFieldEntries", { body: { entityType, entityId, customFieldEntries } });
const entriesOf = async (entityType: string, entityId: number) => {
  const res = await api(
    "GET",
    `/v1/customFieldEntries?entityType=${entityType}&entityId=${entityId}&limit=300`,
  );
  expectStatus(res, 200);
  return res.body.data as { id: number; customFieldId: number; value: string }[];
};
const lookup = (params: Record<string, string>, tok?: string) =>
  api("GET", `/v1/customFields/getEntityByCustomFieldValue?${new URLSearchParams(params)}`, { token: tok });

describe("custom field definitions", () => {
  it.each(["text", "checkbox", "link", "date", "duration"])(
    "defines a %s field (201, no options)",
    async (type) => {
      const name = uniq(`A ${type}`);
      const res = await api("POST", "/v1/customFields", {
        body: { name, type, customableType: "Project", description: "about it" },
      });
      expectStatus(res, 201);
      expect(Object.keys(res.body)).toEqual(["data"]);
      expect(res.body.data).toMatchObject({
        id: expect.any(Number),
        name,
        type,
        description: "about it",
        options: [],
        customableType: "Project",
      });
    },
  );

  it("defines a single_select field with its options", async () => {
    const f = await defineField({
      type: "single_select",
      customableType: "Project",
      options: ["Low", "Medium", "High"],
    });
    expect(f).toMatchObject({ type: "single_select", options: ["Low", "Medium", "High"] });
  });

  it.each(["Lead", "Project", "Contact", "Vendor", "DailyLog", "Task"])(
    "defines a field for entity type %s",
    async (customableType) => {
      const f = await defineField({ type: "text", customableType });
      expect(f.customableType).toBe(customableType);
    },
  );

  it("accepts Inquiry for Lead: stored and listed as Lead", async () => {
    const f = await defineField({ type: "text", customableType: "Inquiry" });
    expect(f.customableType).toBe("Lead");
    const viaAlias = await api("GET", "/v1/customFields?customableType=Inquiry&limit=300");
    const viaLead = await api("GET", "/v1/customFields?customableType=Lead&limit=300");
    expectStatus(viaAlias, 200);
    expect(viaAlias.body.total).toBe(viaLead.body.total);
    expect((viaLead.body.data as { id: number }[]).map((x) => x.id)).toContain(f.id);
    expect(
      (viaLead.body.data as { customableType: string }[]).every((x) => x.customableType === "Lead"),
    ).toBe(true);
  });

  it("lists every entity type when customableType is omitted", async () => {
    const all = (await api("GET", "/v1/customFields?limit=1")).body.total as number;
    let sum = 0;
    for (const t of ["Lead", "Project", "Contact", "Vendor", "DailyLog", "Task"])
      sum += (await api("GET", `/v1/customFields?customableType=${t}&limit=1`)).body.total as number;
    expect(all).toBe(sum);
  });

  it("refuses a duplicate name for the same entity type, case-insensitively (409), but allows it for another type", async () => {
    const f = await defineField({ type: "text", customableType: "Project" });
    expectError(
      await api("POST", "/v1/customFields", {
        body: { name: f.name, type: "text", customableType: "Project" },
      }),
      409,
      "custom_field_name_taken",
    );
    expectError(
      await api("POST", "/v1/customFields", {
        body: { name: f.name.toUpperCase(), type: "checkbox", customableType: "Project" },
      }),
      409,
      "custom_field_name_taken",
    );
    expectStatus(
      await api("POST", "/v1/customFields", {
        body: { name: f.name, type: "text", customableType: "Contact" },
      }),
      201,
    );
  });

  it("treats Inquiry and Lead as one entity type for name uniqueness", async () => {
    const f = await defineField({ type: "text", customableType: "Lead" });
    expectError(
      await api("POST", "/v1/customFields", {
        body: { name: f.name, type: "text", customableType: "Inquiry" },
      }),
      409,
      "custom_field_name_taken",
    );
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["single_select without options", { type: "single_select", customableType: "Project" }, "options"],
    [
      "single_select with empty options",
      { type: "single_select", customableType: "Project", options: [] },
      "options",
    ],
    [
      "single_select with a blank option",
      { type: "single_select", customableType: "Project", options: ["A", " "] },
      "options",
    ],
    [
      "single_select with duplicate options",
      { type: "single_select", customableType: "Project", options: ["A", "A"] },
      "options",
    ],
    ["options on a text field", { type: "text", customableType: "Project", options: ["A"] }, "options"],
    ["an unknown type", { type: "number", customableType: "Project" }, "type"],
    ["an unknown entity type", { type: "text", customableType: "Widget" }, "customableType"],
    ["no type", { customableType: "Project" }, "type"],
    ["no entity type", { type: "text" }, "customableType"],
    ["a blank name", { type: "text", customableType: "Project", name: "  " }, "name"],
    ["no name", { type: "text", customableType: "Project", name: undefined }, "name"],
  ];
  it.each(bad)("refuses %s with 400 naming the field", async (_n, body, field) => {
    const before = (await api("GET", "/v1/customFields?limit=1")).body.total;
    expectError(
      await api("POST", "/v1/customFields", { body: { name: uniq("Bad"), ...body } }),
      400,
      "validation_failed",
      field,
    );
    expect((await api("GET", "/v1/customFields?limit=1")).body.total).toBe(before);
  });

  it("refuses an unknown customableType filter", async () => {
    expectError(
      await api("GET", "/v1/customFields?customableType=Widget"),
      400,
      "invalid_request",
      "customableType",
    );
  });
});

// [type, options, accepted values, refused values]
const valueRules: [string, string[] | undefined, string[], string[]][] = [
  ["text", undefined, ["anything at all", "ERP-000123", " spaced "], []],
  ["checkbox", undefined, ["true", "false"], ["yes", "TRUE", "1", "on"]],
  [
    "link",
    undefined,
    ["https://example.com/board?id=1", "http://example.com"],
    ["ftp://example.com/file", "not a url", "javascript:alert(1)", "example.com"],
  ],
  [
    "date",
    undefined,
    ["2027-02-28", "2028-02-29"],
    ["2027-02-30", "02/28/2027", "2027-2-28", "2027-02-28T10:00:00Z", "tomorrow"],
  ],
  ["single_select", ["Low", "High"], ["Low", "High"], ["Medium", "low", "Low,High"]],
  ["duration", undefined, ["PT1H30M", "P2D", "PT45M"], ["1h", "P", "PT", "90 minutes"]],
];

describe("custom field entries", () => {
  let projectId = 0;
  beforeAll(async () => {
    projectId = (await createProject()).id;
  });

  describe.each(valueRules)("a %s field", (type, options, good, badValues) => {
    let field = { id: 0, name: "" };
    beforeAll(async () => {
      field = await defineField({ type, customableType: "Project", ...(options ? { options } : {}) });
    });

    it.each(good)("accepts %j, answers { data: entry } and shows it on the project", async (value) => {
      const res = await setEntries("Project", projectId, [{ customFieldId: field.id, value }]);
      expectStatus(res, 200);
      expect(Object.keys(res.body)).toEqual(["data"]);
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        customFieldId: field.id,
        customableId: projectId,
        customableType: "Project",
        value,
        customField: { id: field.id, name: field.name, type },
      });
      const p = await getProject(projectId);
      expect(p.customFieldEntries).toContainEqual(res.body.data);
    });

    it.each(badValues)("refuses %j with 400 naming the value and keeps the stored one", async (value) => {
      const before = (await entriesOf("Project", projectId)).find((e) => e.customFieldId === field.id);
      const res = await setEntries("Project", projectId, [{ customFieldId: field.id, value }]);
      expectError(res, 400, "validation_failed", "value");
      expect((await entriesOf("Project", projectId)).find((e) => e.customFieldId === field.id)).toEqual(
        before,
      );
    });

    it('accepts "" to clear the value', async () => {
      const res = await setEntries("Project", projectId, [{ customFieldId: field.id, value: "" }]);
      expectStatus(res, 200);
      expect(res.body.data.value).toBe("");
    });
  });

  it("one value per field and record: a second write updates the same entry, also when addressed by entry id", async () => {
    const f = await defineField({ type: "text", customableType: "Project" });
    const p = await createProject();
    const first = await setEntries("Project", p.id, [{ customFieldId: f.id, value: "one" }]);
    const second = await setEntries("Project", p.id, [{ customFieldId: f.id, value: "two" }]);
    expect(second.body.data.id).toBe(first.body.data.id);
    const third = await setEntries("Project", p.id, [{ id: first.body.data.id, value: "three" }]);
    expectStatus(third, 200);
    expect(third.body.data).toMatchObject({ id: first.body.data.id, value: "three" });
    const entries = (await entriesOf("Project", p.id)).filter((e) => e.customFieldId === f.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.value).toBe("three");
  });

  it("answers with the last entry written when several are sent", async () => {
    const a = await defineField({ type: "text", customableType: "Project" });
    const b = await defineField({ type: "checkbox", customableType: "Project" });
    const p = await createProject();
    const res = await setEntries("Project", p.id, [
      { customFieldId: a.id, value: "A" },
      { customFieldId: b.id, value: "true" },
    ]);
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ customFieldId: b.id, value: "true" });
    expect((await entriesOf("Project", p.id)).map((e) => e.value).sort()).toEqual(["A", "true"]);
  });

  it("writes nothing when one entry of several is refused", async () => {
    const a = await defineField({ type: "text", customableType: "Project" });
    const b = await defineField({ type: "checkbox", customableType: "Project" });
    const p = await createProject();
    const res = await setEntries("Project", p.id, [
      { customFieldId: a.id, value: "written?" },
      { customFieldId: b.id, value: "maybe" },
    ]);
    expectError(res, 400, "validation_failed", "customFieldEntries.1.value");
    expect(await entriesOf("Project", p.id)).toEqual([]);
    expect((await getProject(p.id)).customFieldEntries).toEqual([]);
  });

  it("refuses a value over 10000 characters (400) and accepts 10000", async () => {
    const f = await defineField({ type: "text", customableType: "Project" });
    const tooLong = await setEntries("Project", projectId, [
      { customFieldId: f.id, value: "v".repeat(10_001) },
    ]);
    expectError(tooLong, 400, "validation_failed", "value");
    expectStatus(
      await setEntries("Project", projectId, [{ customFieldId: f.id, value: "v".repeat(10_000) }]),
      200,
    );
  });

  it("refuses a field defined for another entity type (400)", async () => {
    const leadField = await defineField({ type: "text", customableType: "Lead" });
    const res = await setEntries("Project", projectId, [{ customFieldId: leadField.id, value: "x" }]);
    expectError(res, 400, "validation_failed", "customFieldId");
  });

  it("requires customFieldId when id is absent", async () => {
    expectError(
      await setEntries("Project", projectId, [{ value: "x" }]),
      400,
      "validation_failed",
      "customFieldId",
    );
  });

  it.each([
    ["a field that does not exist", () => [{ customFieldId: MISSING_ID, value: "x" }]],
    ["an entry id that does not exist", () => [{ id: MISSING_ID, value: "x" }]],
  ])("refuses %s with a 4xx", async (_n, entries) => {
    const res = await setEntries("Project", projectId, entries());
    expect([400, 404]).toContain(res.status);
    expect(res.body.error.code).toMatch(/^(not_found|validation_failed)$/);
  });

  it.each([
    ["Project", MISSING_ID],
    ["Lead", MISSING_ID],
    ["Contact", MISSING_ID],
    ["Vendor", 1],
    ["DailyLog", 1],
    ["Task", 1],
  ])(
    "404 for a %s %i that does not exist (vendors, daily logs and tasks have none)",
    async (entityType, id) => {
      const f = await defineField({ type: "text", customableType: entityType });
      expectError(await setEntries(entityType, id, [{ customFieldId: f.id, value: "x" }]), 404, "not_found");
      expectError(
        await api("GET", `/v1/customFieldEntries?entityType=${entityType}&entityId=${id}`),
        404,
        "not_found",
      );
    },
  );

  it("accepts Inquiry for Lead in entries: stored as Lead, listed under both names, shown on the lead", async () => {
    const f = await defineField({ type: "text", customableType: "Inquiry" });
    const l = await createLead();
    const res = await setEntries("Inquiry", l.id, [{ customFieldId: f.id, value: "CRM-42" }]);
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ customableType: "Lead", customableId: l.id, value: "CRM-42" });
    expect(await entriesOf("Inquiry", l.id)).toEqual(await entriesOf("Lead", l.id));
    expect((await getLead(l.id)).customFieldEntries).toContainEqual(res.body.data);
  });

  it("lists a record's entries in the list envelope", async () => {
    const res = await api("GET", `/v1/customFieldEntries?entityType=Project&entityId=${projectId}`);
    expectStatus(res, 200);
    expect(Object.keys(res.body).sort()).toEqual(["data", "limit", "offset", "total"]);
    expect(res.body.total).toBeGreaterThan(0);
    for (const e of res.body.data)
      expect(e).toMatchObject({ customableId: projectId, customableType: "Project" });
  });

  it.each([
    ["entityType", `entityId=${MISSING_ID}`],
    ["entityId", "entityType=Project"],
    ["entityId", "entityType=Project&entityId=abc"],
    ["entityType", "entityType=Widget&entityId=1"],
  ])("GET entries refuses a missing or bad %s (400)", async (field, q) => {
    expectError(await api("GET", `/v1/customFieldEntries?${q}`), 400, "invalid_request", field);
  });
});

describe("lookup by custom field value", () => {
  let projectField = { id: 0, name: "" };
  let leadField = { id: 0, name: "" };
  let projectId = 0;
  let leadId = 0;
  const projectValue = uniq("ERP");
  const leadValue = uniq("CRM");
  beforeAll(async () => {
    projectField = await defineField({ type: "text", customableType: "Project" });
    leadField = await defineField({ type: "text", customableType: "Inquiry" });
    projectId = (await createProject()).id;
    leadId = (await createLead()).id;
    expectStatus(
      await setEntries("Project", projectId, [{ customFieldId: projectField.id, value: projectValue }]),
      200,
    );
    expectStatus(await setEntries("Lead", leadId, [{ customFieldId: leadField.id, value: leadValue }]), 200);
  });

  it("finds a project: { entityType, entityId, entity } with the entity shaped as the project", async () => {
    const res = await lookup({ entityType: "Project", fieldName: projectField.name, value: projectValue });
    expectStatus(res, 200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(Object.keys(res.body.data).sort()).toEqual(["entity", "entityId", "entityType"]);
    expect(res.body.data).toMatchObject({ entityType: "Project", entityId: projectId });
    expect(res.body.data.entity).toEqual(await getProject(projectId));
  });

  it("finds a lead with entityType Lead, the entity shaped as the lead", async () => {
    const res = await lookup({ entityType: "Lead", fieldName: leadField.name, value: leadValue });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ entityType: "Lead", entityId: leadId });
    expect(res.body.data.entity).toEqual(await getLead(leadId));
  });

  it("takes Lead, not the Inquiry alias, on lookup (400)", async () => {
    expectError(
      await lookup({ entityType: "Inquiry", fieldName: leadField.name, value: leadValue }),
      400,
      "invalid_request",
      "entityType",
    );
  });

  it.each([
    [
      "a value no record holds",
      () => ({ entityType: "Project", fieldName: projectField.name, value: "no-such-value" }),
    ],
    [
      "the value in another case",
      () => ({ entityType: "Project", fieldName: projectField.name, value: projectValue.toUpperCase() }),
    ],
    [
      "a prefix of the value",
      () => ({ entityType: "Project", fieldName: projectField.name, value: projectValue.slice(0, 5) }),
    ],
    [
      "a field name that does not exist",
      () => ({ entityType: "Project", fieldName: uniq("Nope"), value: projectValue }),
    ],
    [
      "the right value under the wrong entity type",
      () => ({ entityType: "Lead", fieldName: projectField.name, value: projectValue }),
    ],
  ])("404 for %s", async (_n, params) => {
    expectError(await lookup(params()), 404, "not_found");
  });

  it("matches the field name exactly (another case is 404)", async () => {
    const res = await lookup({
      entityType: "Project",
      fieldName: projectField.name.toUpperCase(),
      value: projectValue,
    });
    expectError(res, 404, "not_found");
  });

  it("no longer finds the value of a deleted project (its custom values go with it)", async () => {
    const f = await defineField({ type: "text", customableType: "Project" });
    const p = await createProject();
    const value = uniq("Deleted");
    expectStatus(await setEntries("Project", p.id, [{ customFieldId: f.id, value }]), 200);
    expectStatus(await lookup({ entityType: "Project", fieldName: f.name, value }), 200);
    expectStatus(await api("DELETE", `/v1/projects/${p.id}`), 200);
    expectError(await lookup({ entityType: "Project", fieldName: f.name, value }), 404, "not_found");
  });

  it("no longer finds a value once it is cleared", async () => {
    const f = await defineField({ type: "text", customableType: "Project" });
    const p = await createProject();
    const value = uniq("Temp");
    expectStatus(await setEntries("Project", p.id, [{ customFieldId: f.id, value }]), 200);
    expectStatus(await lookup({ entityType: "Project", fieldName: f.name, value }), 200);
    expectStatus(await setEntries("Project", p.id, [{ customFieldId: f.id, value: "" }]), 200);
    expectError(await lookup({ entityType: "Project", fieldName: f.name, value }), 404, "not_found");
  });

  it.each([
    ["entityType", { fieldName: "x", value: "y" }],
    ["fieldName", { entityType: "Project", value: "y" }],
    ["value", { entityType: "Project", fieldName: "x" }],
    ["entityType", { entityType: "Widget", fieldName: "x", value: "y" }],
  ])("refuses a lookup without a valid %s (400)", async (field, params) => {
    expectError(await lookup(params as Record<string, string>), 400, "invalid_request", field);
  });

  it("needs the read scope of the entity type (403 without it, and no data)", async () => {
    const params = { entityType: "Project", fieldName: projectField.name, value: projectValue };
    const denied = await lookup(params, await token("partner", "read:leads"));
    expectError(denied, 403, "insufficient_scope");
    expect(JSON.stringify(denied.body)).not.toContain(String(projectId));
    expectStatus(await lookup(params, await token("partner", "read:projects")), 200);
    expectError(
      await lookup(
        { entityType: "Lead", fieldName: leadField.name, value: leadValue },
        await token("partner", "read:projects"),
      ),
      403,
      "insufficient_scope",
    );
    expectStatus(
      await lookup(
        { entityType: "Lead", fieldName: leadField.name, value: leadValue },
        await token("readonly", "read:leads"),
      ),
      200,
    );
  });
});
