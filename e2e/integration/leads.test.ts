import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import {
  MISSING_ID,
  createLead,
  createProject,
  expectError,
  expectStatus,
  getLead,
  getProject,
  listAll,
  seededContactIds,
  total,
  uniq,
  type Obj,
} from "./support/helpers";

// Rule 7, the lead state machine: convert (Won/Current, not converted) → project + projectId; retire refused for
// Won, archives orphaned clients; reactivate; updatePhase; PATCH never changes the phase; retired leads stay listed.

const WON = 6;
const CUSTOM_PHASE = 7;

let contacts: number[] = [];
beforeAll(async () => {
  contacts = await seededContactIds();
  expect(contacts.length).toBeGreaterThan(10);
});

const post = (id: number, action: string, body?: unknown) =>
  api("POST", `/v1/leads/${id}/${action}`, { body });
const retire = (id: number) => post(id, "retire");
const reactivate = (id: number) => post(id, "reactivate");
const convert = (id: number) => post(id, "convertToProject");
const updatePhase = (id: number, phaseId: unknown) => post(id, "updatePhase", { phaseId });

describe("lead create, read, update, delete", () => {
  it("creates with no fields at all (201), in the default phase 1, Current, not converted", async () => {
    const res = await api("POST", "/v1/leads", { body: {} });
    expectStatus(res, 201);
    expect(res.body.data).toMatchObject({
      phaseId: 1,
      projectId: null,
      status: { value: "Current", displayName: "Current" },
    });
  });

  it("echoes every write field and shapes client as { id, name, email }", async () => {
    const body = {
      name: uniq("Deck"),
      contactId: contacts[0],
      description: "Cedar deck, 300 sq ft",
      budget: 18000,
      type: "Deck Build",
      serviceTypeId: 3,
      sourceCode: 4,
      source: "Referral",
      expectedStartDate: "2027-04-15",
      phaseId: 3,
      addresses: [{ address: { name: "Back yard", city: "Bend", state: "OR" } }],
    };
    const l = await createLead(body);
    const { addresses: _a, ...fields } = body;
    expect(l).toMatchObject(fields);
    expect(l.client).toEqual({
      id: contacts[0],
      name: expect.any(String),
      email: expect.toSatisfy((e: unknown) => e === null || typeof e === "string"),
    });
    expect(l.addresses).toEqual([
      expect.objectContaining({ id: expect.any(Number), name: "Back yard", city: "Bend", state: "OR" }),
    ]);
    expect(l.customFieldEntries).toEqual([]);
    expect(await getLead(l.id)).toEqual(l);
  });

  it.each([
    [1, "Current"],
    [2, "Current"],
    [3, "Current"],
    [4, "Current"],
    [5, "Current"],
    [WON, "Won"],
    [CUSTOM_PHASE, "Current"],
  ])("a lead created in phase %i is %s", async (phaseId, status) => {
    const l = await createLead({ phaseId });
    expect(l.phaseId).toBe(phaseId);
    expect(l.status.value).toBe(status);
  });

  it.each([
    ["a phase that does not exist", { phaseId: 99 }, "phaseId"],
    ["a contact that does not exist", { contactId: MISSING_ID }, "contactId"],
    ["a date that is not YYYY-MM-DD", { expectedStartDate: "04/15/2027" }, "expectedStartDate"],
  ])("refuses %s with 400 naming the field and creates nothing", async (_name, body, field) => {
    const before = await total("/v1/leads");
    expectError(await api("POST", "/v1/leads", { body }), 400, "validation_failed", field);
    expect(await total("/v1/leads")).toBe(before);
  });

  it("deletes: { deleted: true }, then 404", async () => {
    const l = await createLead();
    const res = await api("DELETE", `/v1/leads/${l.id}`);
    expectStatus(res, 200);
    expect(res.body).toEqual({ deleted: true });
    expectError(await api("GET", `/v1/leads/${l.id}`), 404, "not_found");
    expectError(await api("DELETE", `/v1/leads/${l.id}`), 404, "not_found");
  });

  it.each(["retire", "reactivate", "convertToProject"])(
    "POST %s on a lead that does not exist is 404",
    async (action) => {
      expectError(await post(MISSING_ID, action), 404, "not_found");
    },
  );

  it("updatePhase on a lead that does not exist is 404", async () => {
    expectError(await updatePhase(MISSING_ID, 2), 404, "not_found");
  });
});

describe("PATCH never changes the phase", () => {
  it("updates other fields and leaves phaseId and status alone", async () => {
    const l = await createLead({ phaseId: 4 });
    const res = await api("PATCH", `/v1/leads/${l.id}`, { body: { name: "Renamed", budget: 999 } });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      name: "Renamed",
      budget: 999,
      phaseId: 4,
      status: { value: "Current" },
    });
  });

  it("refuses phaseId in a PATCH (400 naming phaseId) and changes nothing, not even the other fields", async () => {
    const l = await createLead({ phaseId: 2 });
    const res = await api("PATCH", `/v1/leads/${l.id}`, { body: { name: "Should not stick", phaseId: WON } });
    expectError(res, 400, "validation_failed", "phaseId");
    expect(await getLead(l.id)).toEqual(l);
  });
});

describe("updatePhase", () => {
  it.each([
    [1, 2, "Current"],
    [2, CUSTOM_PHASE, "Current"],
    [CUSTOM_PHASE, WON, "Won"],
    [WON, 1, "Current"],
    [5, 3, "Current"],
    [3, 3, "Current"],
  ])("moves a lead from phase %i to %i (%s)", async (from, to, status) => {
    const l = await createLead({ phaseId: from });
    const res = await updatePhase(l.id, to);
    expectStatus(res, 200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data).toMatchObject({ id: l.id, phaseId: to, status: { value: status } });
    expect((await getLead(l.id)).phaseId).toBe(to);
  });

  it.each([
    ["an unknown phase", 99],
    ["zero", 0],
    ["a string", "2"],
    ["a fraction", 2.5],
    ["null", null],
  ])("refuses %s with 400 naming phaseId and leaves the phase", async (_n, phaseId) => {
    const l = await createLead({ phaseId: 2 });
    expectError(await updatePhase(l.id, phaseId), 400, "validation_failed", "phaseId");
    expect((await getLead(l.id)).phaseId).toBe(2);
  });

  it("refuses a body without phaseId", async () => {
    const l = await createLead({ phaseId: 2 });
    expectError(await post(l.id, "updatePhase", {}), 400, "validation_failed", "phaseId");
  });

  it("moves a retired lead too (any status), which stays Retired", async () => {
    const l = await createLead({ phaseId: 2 });
    expectStatus(await retire(l.id), 200);
    const res = await updatePhase(l.id, 4);
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ phaseId: 4, status: { value: "Retired" } });
  });
});

// [name, how to make the lead, expected convert status, error code]
type Setup = () => Promise<Obj & { id: number }>;
const convertCases: [string, Setup, number, string?][] = [
  ["Current (phase 1)", () => createLead({ phaseId: 1 }), 200],
  ["Current (custom phase 7)", () => createLead({ phaseId: CUSTOM_PHASE }), 200],
  ["Won, not converted", () => createLead({ phaseId: WON }), 200],
  [
    "Retired",
    async () => {
      const l = await createLead({ phaseId: 2 });
      expectStatus(await retire(l.id), 200);
      return getLead(l.id);
    },
    409,
    "lead_not_convertible",
  ],
  [
    "already converted",
    async () => {
      const l = await createLead({ phaseId: 3 });
      expectStatus(await convert(l.id), 200);
      return getLead(l.id);
    },
    409,
    "lead_already_converted",
  ],
];

describe("convertToProject", () => {
  it.each(convertCases)("from %s → %i %s", async (_name, setup, status, code) => {
    const lead = await setup();
    const projectsBefore = await total("/v1/projects");
    const res = await convert(lead.id);
    if (status === 200) {
      expectStatus(res, 200);
      expect(Object.keys(res.body)).toEqual(["data"]);
      expect(Object.keys(res.body.data)).toEqual(["projectId"]);
      const projectId = res.body.data.projectId;
      expect(Number.isInteger(projectId)).toBe(true);
      const after = await getLead(lead.id);
      expect(after).toMatchObject({ projectId, phaseId: WON, status: { value: "Won" } });
      expect(await total("/v1/projects")).toBe(projectsBefore + 1);
      await getProject(projectId);
    } else {
      expectError(res, status, code);
      expect(await getLead(lead.id)).toEqual(lead);
      expect(await total("/v1/projects")).toBe(projectsBefore);
    }
  });

  it("creates the project from the lead: name, client, budget, type label, description as notes, addresses, default status", async () => {
    const statuses = (await api("GET", "/v1/project-statuses")).body.data as { id: number }[];
    const l = await createLead({
      name: uniq("Convert me"),
      contactId: contacts[1],
      budget: 42000,
      type: "Kitchen Remodel",
      description: "Full gut",
      phaseId: 5,
      addresses: [
        {
          address: {
            name: "Home",
            address: "12 Elm St",
            city: "Salem",
            state: "OR",
            zip: "97301",
            country: "US",
          },
        },
      ],
    });
    const res = await convert(l.id);
    expectStatus(res, 200);
    const p = await getProject(res.body.data.projectId);
    expect(p).toMatchObject({
      name: l.name,
      contactId: contacts[1],
      client: { id: contacts[1] },
      budget: 42000,
      projectTypeName: "Kitchen Remodel",
      notes: "Full gut",
      statusId: statuses[0]!.id,
      archived: false,
    });
    expect(p.addresses).toEqual([
      {
        id: expect.any(Number),
        name: "Home",
        address: "12 Elm St",
        address2: null,
        city: "Salem",
        state: "OR",
        zip: "97301",
        country: "US",
      },
    ]);
    expect(p.addresses[0].id).not.toBe(l.addresses[0].id);
    expect((await getLead(l.id)).projectId).toBe(p.id);
  });

  it("a converted lead keeps its projectId when the project is deleted, and cannot be converted again", async () => {
    const l = await createLead({ phaseId: 2 });
    const { projectId } = (await convert(l.id)).body.data;
    expectStatus(await api("DELETE", `/v1/projects/${projectId}`), 200);
    expect((await getLead(l.id)).projectId).toBe(projectId);
    expectError(await convert(l.id), 409, "lead_already_converted");
  });
});

const retireCases: [string, Setup, number, string?][] = [
  ["Current", () => createLead({ phaseId: 2 }), 200],
  ["Current in the custom phase", () => createLead({ phaseId: CUSTOM_PHASE }), 200],
  ["Won", () => createLead({ phaseId: WON }), 409, "lead_is_won"],
  [
    "Won by conversion",
    async () => {
      const l = await createLead({ phaseId: 1 });
      expectStatus(await convert(l.id), 200);
      return getLead(l.id);
    },
    409,
    "lead_is_won",
  ],
];

describe("retire", () => {
  it.each(retireCases)("from %s → %i %s", async (_name, setup, status, code) => {
    const lead = await setup();
    const res = await retire(lead.id);
    if (status === 200) {
      expectStatus(res, 200);
      expect(Object.keys(res.body)).toEqual(["data"]);
      expect(res.body.data).toMatchObject({
        id: lead.id,
        phaseId: lead.phaseId,
        status: { value: "Retired", displayName: "Retired" },
      });
      expect((await getLead(lead.id)).status.value).toBe("Retired");
    } else {
      expectError(res, status, code);
      expect(await getLead(lead.id)).toEqual(lead);
    }
  });

  it("retiring a retired lead answers 200 and changes nothing", async () => {
    const l = await createLead({ phaseId: 3 });
    const first = await retire(l.id);
    expectStatus(first, 200);
    const again = await retire(l.id);
    expectStatus(again, 200);
    expect(again.body.data).toEqual(first.body.data);
  });

  it("keeps retired leads in GET /v1/leads with status Retired (and in the phase filter)", async () => {
    const l = await createLead({ phaseId: 4 });
    const before = await total("/v1/leads");
    expectStatus(await retire(l.id), 200);
    expect(await total("/v1/leads")).toBe(before);
    const all = await listAll("/v1/leads");
    const found = all.find((x) => x.id === l.id) as
      { status: { value: string }; phaseId: number } | undefined;
    expect(found?.status.value).toBe("Retired");
    expect(found?.phaseId).toBe(4);
    const inPhase = await listAll("/v1/leads?phaseId=4");
    expect(inPhase.some((x) => x.id === l.id)).toBe(true);
  });
});

const reactivateCases: [string, Setup, number, string | undefined, string?][] = [
  [
    "Retired (phase 2)",
    async () => {
      const l = await createLead({ phaseId: 2 });
      expectStatus(await retire(l.id), 200);
      return getLead(l.id);
    },
    200,
    undefined,
    "Current",
  ],
  [
    "Retired, then moved to Won",
    async () => {
      const l = await createLead({ phaseId: 2 });
      expectStatus(await retire(l.id), 200);
      expectStatus(await updatePhase(l.id, WON), 200);
      return getLead(l.id);
    },
    200,
    undefined,
    "Won",
  ],
  ["Current", () => createLead({ phaseId: 1 }), 409, "lead_not_retired"],
  ["Won", () => createLead({ phaseId: WON }), 409, "lead_not_retired"],
];

describe("reactivate", () => {
  it.each(reactivateCases)("from %s → %i", async (_name, setup, status, code, to) => {
    const lead = await setup();
    const res = await reactivate(lead.id);
    if (status === 200) {
      expectStatus(res, 200);
      expect(res.body.data).toMatchObject({ id: lead.id, phaseId: lead.phaseId, status: { value: to } });
      expect((await getLead(lead.id)).status.value).toBe(to);
    } else {
      expectError(res, status, code);
      expect(await getLead(lead.id)).toEqual(lead);
    }
  });

  it("a reactivated lead can be converted", async () => {
    const l = await createLead({ phaseId: 2 });
    expectStatus(await retire(l.id), 200);
    expectStatus(await reactivate(l.id), 200);
    expectStatus(await convert(l.id), 200);
  });
});

describe("retire archives clients no longer referenced by a live lead or project", () => {
  // Contacts have no endpoints; a Contact custom value makes the lookup return the contact with its archived flag.
  let fieldId = 0;
  const fieldName = uniq("Archive probe");
  const probe = async (contactId: number): Promise<boolean> => {
    const value = `probe-${contactId}-${fieldName}`;
    const set = await api("PATCH", "/v1/customFieldEntries", {
      body: {
        entityType: "Contact",
        entityId: contactId,
        customFieldEntries: [{ customFieldId: fieldId, value }],
      },
    });
    expectStatus(set, 200);
    const q = new URLSearchParams({ entityType: "Contact", fieldName, value });
    const res = await api("GET", `/v1/customFields/getEntityByCustomFieldValue?${q}`);
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      entityType: "Contact",
      entityId: contactId,
      entity: { id: contactId },
    });
    return res.body.data.entity.archived as boolean;
  };
  // Moves every project and lead of `from` to `to`, so `from` is referenced by nothing.
  const orphan = async (from: number, to: number) => {
    for (const p of await listAll(`/v1/projects?contactId=${from}`))
      expectStatus(await api("PATCH", `/v1/projects/${p.id}`, { body: { contactId: to } }), 200);
    for (const l of await listAll(`/v1/leads?contactId=${from}`))
      expectStatus(await api("PATCH", `/v1/leads/${l.id}`, { body: { contactId: to } }), 200);
    expect(await total(`/v1/projects?contactId=${from}`)).toBe(0);
    expect(await total(`/v1/leads?contactId=${from}`)).toBe(0);
  };

  beforeAll(async () => {
    const res = await api("POST", "/v1/customFields", {
      body: { name: fieldName, type: "text", customableType: "Contact" },
    });
    expectStatus(res, 201);
    fieldId = res.body.data.id;
  });

  it("keeps the client while another live lead or a project names it; archives it with the last one; reactivate leaves it archived", async () => {
    const c = contacts[contacts.length - 1]!;
    const d = contacts[contacts.length - 2]!;
    await orphan(c, d);
    expect(await probe(c)).toBe(false);

    const l1 = await createLead({ contactId: c, phaseId: 2 });
    const l2 = await createLead({ contactId: c, phaseId: 3 });
    const p = await createProject({ contactId: c });

    expectStatus(await retire(l1.id), 200);
    expect(await probe(c)).toBe(false); // l2 is live, p names it

    expectStatus(await retire(l2.id), 200);
    expect(await probe(c)).toBe(false); // p still names it

    expectStatus(await api("DELETE", `/v1/projects/${p.id}`), 200);
    const l3 = await createLead({ contactId: c, phaseId: 1 });
    expect(await probe(c)).toBe(false);
    expectStatus(await retire(l3.id), 200);
    expect(await probe(c)).toBe(true); // nothing live names it any more

    expectStatus(await reactivate(l3.id), 200);
    expect(await probe(c)).toBe(true); // clients archived by the retire stay archived
    expect((await getLead(l3.id)).client).toMatchObject({ id: c });
  });

  it("does not archive a client that a live lead still names", async () => {
    const c = contacts[contacts.length - 3]!;
    const d = contacts[contacts.length - 4]!;
    await orphan(c, d);
    const keep = await createLead({ contactId: c, phaseId: 1 });
    const gone = await createLead({ contactId: c, phaseId: 1 });
    expectStatus(await retire(gone.id), 200);
    expect(await probe(c)).toBe(false);
    expectStatus(await retire(keep.id), 200);
    expect(await probe(c)).toBe(true);
  });
});

describe("every lead carries its phase", () => {
  it("every listed lead has an integer phaseId and a status consistent with it; the seed spans phases 1-7", async () => {
    const all = (await listAll("/v1/leads")) as {
      phaseId: number;
      status: { value: string; displayName: string };
    }[];
    expect(all.length).toBeGreaterThanOrEqual(400);
    for (const l of all) {
      expect(Number.isInteger(l.phaseId)).toBe(true);
      expect(["Current", "Won", "Retired"]).toContain(l.status.value);
      if (l.status.value !== "Retired") expect(l.status.value).toBe(l.phaseId === WON ? "Won" : "Current");
    }
    expect(new Set(all.map((l) => l.phaseId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(all.some((l) => l.status.value === "Retired")).toBe(true);
  });

  it("lists the lead phases: the six built-in ones and the account's custom phase", async () => {
    const res = await api("GET", "/v1/lead-phases");
    expectStatus(res, 200);
    const byId = new Map((res.body.data as { id: number; name: string }[]).map((p) => [p.id, p.name]));
    expect([1, 2, 3, 4, 5, 6].map((i) => byId.get(i))).toEqual([
      "New Inquiry",
      "Follow Up",
      "Meeting",
      "Estimate",
      "Connected",
      "Won",
    ]);
    expect(byId.has(CUSTOM_PHASE)).toBe(true);
    expect(res.body.total).toBe(byId.size);
  });
});

describe("GET /v1/leads filters", () => {
  it("filters by phaseId and by contactId", async () => {
    const l = await createLead({ phaseId: 5, contactId: contacts[2] });
    const phase = await listAll("/v1/leads?phaseId=5");
    expect(phase.every((x) => x.phaseId === 5)).toBe(true);
    expect(phase.some((x) => x.id === l.id)).toBe(true);
    const contact = await listAll(`/v1/leads?contactId=${contacts[2]}`);
    expect(contact.every((x) => x.contactId === contacts[2])).toBe(true);
    expect(contact.some((x) => x.id === l.id)).toBe(true);
    const both = await listAll(`/v1/leads?contactId=${contacts[2]}&phaseId=5`);
    expect(both.every((x) => x.contactId === contacts[2] && x.phaseId === 5)).toBe(true);
  });

  it.each([
    ["phaseId", "phaseId=x"],
    ["phaseId", "phaseId=1.0"],
    ["contactId", "contactId=-1"],
  ])("refuses a bad %s (%s) with 400", async (field, q) => {
    expectError(await api("GET", `/v1/leads?${q}`), 400, "invalid_request", field);
  });
});
