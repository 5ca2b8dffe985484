import { describe, expect, it } from "vitest";
import { lead as writerLead } from "./contract/leads";
import { readers } from "./contract/reader/operations";
import { idFromText } from "./contract/reader/outcomes";
import { isCanonicalInstant, readDate, readPathId, readTimestamp } from "./contract/reader/primitives";
import { readList, readOne } from "./contract/reader/records";
import {
  readCustomField,
  readLead,
  readLeadPhase,
  readMilestone,
  readProject,
} from "./contract/reader/resources";

// One test per leniency of READER.md, each on a record as the sandbox writes it with one spec-permitted change.
const lead = {
  id: 7,
  name: "Deck",
  contactId: 3,
  description: null,
  budget: 1200,
  type: null,
  serviceTypeId: null,
  sourceCode: null,
  source: null,
  expectedStartDate: "2026-11-25",
  addresses: [],
  phaseId: 2,
  projectId: null,
  status: { value: "Current", displayName: "Current" },
  client: { id: 3, name: "Ann", email: null },
  customFieldEntries: [],
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
};
const readLeadOk = (over: Record<string, unknown>) => readLead.parse({ ...lead, ...over });

describe("reader profile", () => {
  it("accepts the sandbox's own answers unchanged", () => expect(readLeadOk({})).toMatchObject(lead));

  it("ignores fields it does not know", () =>
    expect(readLeadOk({ priority: "high", meta: { a: 1 } })).not.toHaveProperty("priority"));

  it.each([
    ["2026-11-25T10:00:00.000+00:00", "2026-11-25T10:00:00.000Z"],
    ["2026-11-25T10:00:00Z", "2026-11-25T10:00:00.000Z"],
    ["2026-11-25T12:00:00+02:00", "2026-11-25T10:00:00.000Z"],
    ["2026-11-25T05:30:00.123456-04:30", "2026-11-25T10:00:00.123Z"],
    ["2026-11-25T10:00+0000", "2026-11-25T10:00:00.000Z"],
  ])("reads the timestamp %s as the instant %s", (text, instant) =>
    expect(readTimestamp.parse(text)).toBe(instant),
  );
  it.each(["2026-11-25", "25/11/2026 10:00", "2026-02-31T10:00:00Z", "2026-11-25T10:00:00+19:00"])(
    "refuses %s as a timestamp",
    (text) => expect(readTimestamp.safeParse(text).success).toBe(false),
  );

  it("reads expectedStartDate given as a date or as a timestamp (the date as written)", () => {
    expect(readDate.parse("2026-11-25")).toBe("2026-11-25");
    expect(readLeadOk({ expectedStartDate: "2026-11-25T00:00:00.000+02:00" }).expectedStartDate).toBe(
      "2026-11-25",
    );
    expect(readDate.safeParse("next week").success).toBe(false);
  });

  it("reads ids above 2^31 − 1 in answers, routes and URLs", () => {
    expect(readLeadOk({ id: 2 ** 40, contactId: 2 ** 35 }).id).toBe(2 ** 40);
    expect(readPathId.parse("1099511627776")).toBe(2 ** 40);
    expect(idFromText("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
    expect(idFromText("9007199254740993")).toBeUndefined();
    expect(readPathId.safeParse("1e3").success).toBe(false);
  });

  it("reads a lead status the spec does not name, with its displayName", () => {
    expect(readLeadOk({ status: { value: "OnHold", displayName: "On hold" } }).status).toEqual({
      value: "OnHold",
      displayName: "On hold",
    });
    expect(readLeadOk({ status: { value: "Lost" } }).status.displayName).toBe("Lost");
  });

  it("reads an unknown phase id and a lead without the fields the spec does not show", () => {
    const { phaseId: _p, createdAt: _c, updatedAt: _u, ...shown } = lead;
    expect(readLeadOk({ phaseId: 99 }).phaseId).toBe(99);
    expect(readLead.parse(shown)).toMatchObject({ phaseId: null, createdAt: null, updatedAt: null });
  });

  it("reads a phase record with only an id and a name", () =>
    expect(readLeadPhase.parse({ id: 12, name: "Site Visit" })).toEqual({
      id: 12,
      name: "Site Visit",
      position: null,
      custom: null,
    }));

  it("reads milestone colours as given and numeric milestone ids as text", () => {
    const m = readMilestone.parse({
      id: 41,
      name: "Framing",
      color: "BLUE_500",
      startDate: null,
      dueDate: null,
      status: "OPEN",
      milestoneType: "PHASE",
    });
    expect(m).toMatchObject({
      id: "41",
      color: "BLUE_500",
      parentId: null,
      createdAt: null,
      wholeDay: false,
    });
  });

  it("reads a custom field type it does not know, and Inquiry for Lead", () => {
    const f = readCustomField.parse({ id: 1, name: "Area", type: "number", customableType: "Inquiry" });
    expect(f).toMatchObject({ type: "number", customableType: "Lead", options: [], createdAt: null });
  });

  it("adds no unreadable list to an answer read in full (the console API keeps the API's shape)", () =>
    expect(readOne(readLeadPhase, { data: { id: 1, name: "A" } })).toEqual({
      ok: true,
      value: { data: { id: 1, name: "A", position: null, custom: null } },
    }));

  it("reads a list without total as far as it has come", () => {
    const r = readList(readLeadPhase, { data: [{ id: 1, name: "A" }], limit: 1, offset: 0 });
    expect(r.ok && r.value.total).toBe(2);
  });

  it("keeps the sandbox's writer shape strict", () => {
    expect(writerLead.safeParse({ ...lead, createdAt: "2026-11-25T10:00:00.000+00:00" }).success).toBe(false);
    expect(writerLead.safeParse({ ...lead, status: { value: "OnHold", displayName: "x" } }).success).toBe(
      false,
    );
  });
});

describe("a failure stays with its record", () => {
  const project = (id: number, over: Record<string, unknown> = {}) => ({
    id,
    name: `P${id}`,
    contactId: null,
    statusId: null,
    ownerId: null,
    budget: null,
    projectType: null,
    projectTypeName: null,
    archived: false,
    notes: null,
    addresses: [],
    status: null,
    client: null,
    createdAt: "2026-11-25T10:00:00Z",
    updatedAt: "2026-11-25T10:00:00Z",
    customFieldEntries: [],
    ...over,
  });

  it("reads every other record of a list and reports the unreadable one with its field path", () => {
    const page = {
      data: [project(1), project(2, { id: "two" }), project(3)],
      limit: 20,
      offset: 0,
      total: 3,
    };
    const r = readers.listProjects(page);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.data.map((p) => p.id)).toEqual([1, 3]);
    expect(r.value.unreadable).toEqual([
      { index: 1, id: "two", shown: false, issues: [expect.objectContaining({ path: "data.1.id" })] },
    ]);
  });

  it("shows a record without a field it cannot read, and names the field", () => {
    const r = readers.listProjects({
      data: [project(1, { budget: "lots" })],
      limit: 20,
      offset: 0,
      total: 1,
    });
    expect(r.ok && r.value.data[0]?.budget).toBeNull();
    expect(r.ok && r.value.unreadable?.[0]).toMatchObject({
      shown: true,
      issues: [{ path: "data.0.budget" }],
    });
  });

  it("drops one unreadable address, not the record", () => {
    const p = readProject.safeParse(project(1, { addresses: [{ id: 1, name: "Site" }, { id: "x" }] }));
    expect(p.success).toBe(false);
    const r = readOne(readProject, {
      data: project(1, { addresses: [{ id: 1, name: "Site" }, { id: "x" }] }),
    });
    expect(r.ok && r.value.data.addresses.map((a) => a.id)).toEqual([1]);
    expect(r.ok && r.value.unreadable?.[0]?.path).toBe("data.addresses.1.id");
  });

  it("fails a record only when its essentials cannot be read", () => {
    const r = readOne(readProject, { data: project(1, { id: -5 }) });
    expect(r).toMatchObject({ ok: false, issues: [{ path: "data.id" }] });
  });
});

describe("reading fast", () => {
  // A canonical instant that exists is read as itself (what Date makes of it); one that does not is refused.
  const exist =
    "2026-11-25T10:00:00.000Z 2024-02-29T23:59:59.999Z 2000-02-29T00:00:00.000Z 1970-01-01T00:00:00.000Z 9999-12-31T23:59:59.999Z";
  const impossible =
    "2026-02-29T10:00:00.000Z 1900-02-29T10:00:00.000Z 2026-04-31T10:00:00.000Z 2026-13-01T10:00:00.000Z 2026-00-10T10:00:00.000Z 2026-11-00T10:00:00.000Z 2026-11-25T24:00:00.000Z 2026-11-25T10:60:00.000Z 2026-11-25T10:00:60.000Z";
  it.each([
    ...exist.split(" ").map((text) => [text, true] as const),
    ...impossible.split(" ").map((text) => [text, false] as const),
  ])("reads the canonical timestamp %s as itself when it exists (%s)", (text, exists) => {
    expect(isCanonicalInstant(text)).toBe(exists);
    const read = readTimestamp.safeParse(text);
    expect(read.success).toBe(exists);
    if (exists) expect(read.data).toBe(new Date(text).toISOString());
  });

  it("leaves every other form to the general reading", () => {
    for (const text of [
      "2026-11-25t10:00:00.000Z",
      "2026-11-25T10:00:00.000z",
      "2026-11-25T10:00:00.0000Z",
      "0999-11-25T10:00:00.000Z",
      "2026-1a-25T10:00:00.000Z",
      "2026-11-25T10:00:00.0a0Z",
    ])
      expect(isCanonicalInstant(text)).toBe(false);
    expect(readTimestamp.parse("2026-11-25T10:00:00.000z")).toBe("2026-11-25T10:00:00.000Z");
    expect(readTimestamp.parse("2026-11-25T10:00:00.0000Z")).toBe("2026-11-25T10:00:00.000Z");
  });

  // The operations' readers go through zod's compiled fast path; the outcome must be the runtime parser's,
  // for records that read in full and for ones with fields or items it cannot read.
  it("reads lists and single records exactly as the runtime parser does", () => {
    const project = {
      id: 4,
      name: "Barn",
      contactId: 3,
      statusId: 1,
      ownerId: null,
      budget: 10.5,
      projectType: null,
      projectTypeName: null,
      archived: false,
      notes: "n",
      addresses: [
        { id: 1, name: "Site", address: "1 Road", city: "Town", state: null, zip: null, country: "US" },
      ],
      status: { id: 1, name: "Open" },
      client: { id: 3, name: "Ann" },
      customFieldEntries: [
        {
          id: 9,
          customFieldId: 2,
          customableType: "Inquiry",
          customableId: 4,
          value: "x",
          customField: { id: 2, name: "Colour", type: "text" },
        },
      ],
      createdAt: "2026-11-25T10:00:00+02:00",
      updatedAt: "2026-11-25T10:00:00.000Z",
      extra: true,
    };
    const variants = [
      project,
      { ...project, budget: "lots" },
      { ...project, id: -1 },
      { ...project, addresses: [...project.addresses, { id: "x" }] },
      { ...project, createdAt: "2026-02-30T10:00:00.000Z", archived: undefined },
      { ...project, status: { id: 1 }, customFieldEntries: undefined },
    ];
    const page = { data: variants, limit: 300, offset: 0, total: 6 };
    expect(readers.listProjects(page)).toEqual(readList(readProject, page));
    for (const v of variants)
      expect(readers.getProject({ data: v })).toEqual(readOne(readProject, { data: v }));
    const leads = {
      data: [lead, { ...lead, status: { value: "Odd" } }, { ...lead, id: 0 }],
      limit: 20,
      offset: 0,
    };
    expect(readers.listLeads(leads)).toEqual(readList(readLead, leads));
  });
});
