import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import {
  MISSING_ID,
  createProject,
  expectError,
  expectStatus,
  getProject,
  iso,
  listAll,
  seededContactIds,
  statusIds,
  total,
  uniq,
} from "./support/helpers";

// Rules 6-7 for projects: CRUD with envelopes and 201, the list filters, address upsert, references.

let contacts: number[] = [];
let statuses: number[] = [];
let types: { id: number; name: string }[] = [];
beforeAll(async () => {
  contacts = await seededContactIds();
  statuses = await statusIds();
  types = (await api("GET", "/v1/project-types?limit=300")).body.data;
  expect(contacts.length).toBeGreaterThan(3);
  expect(statuses.length).toBeGreaterThan(2);
  expect(types.length).toBeGreaterThan(0);
});

describe("project CRUD", () => {
  it("creates with 201 and { data }, defaults the status to the account's first one, and reads it back", async () => {
    const name = uniq("Kitchen");
    const res = await api("POST", "/v1/projects", {
      body: { name, contactId: contacts[0], budget: 12500.5, notes: "Two phases", ownerId: 77 },
    });
    expectStatus(res, 201);
    expect(Object.keys(res.body)).toEqual(["data"]);
    const p = res.body.data;
    expect(p).toMatchObject({
      name,
      contactId: contacts[0],
      budget: 12500.5,
      notes: "Two phases",
      ownerId: 77,
      archived: false,
      statusId: statuses[0],
      status: { id: statuses[0], name: "Active" },
      client: { id: contacts[0], name: expect.any(String) },
      addresses: [],
      customFieldEntries: [],
    });
    expect(Number.isInteger(p.id)).toBe(true);
    expect(p.createdAt).toMatch(iso);
    expect(p.updatedAt).toMatch(iso);
    expect(await getProject(p.id)).toEqual(p);
  });

  it("ignores unknown body fields, so a project read can be echoed back unchanged", async () => {
    const p = await createProject({ contactId: contacts[0], budget: 5, notes: "echo" });
    const res = await api("PATCH", `/v1/projects/${p.id}`, { body: { ...p, unknownField: 1 } });
    expectStatus(res, 200);
    expect(res.body.data).toEqual(p);
    const created = await api("POST", "/v1/projects", { body: { name: uniq("Extra"), color: "red", id: 1 } });
    expectStatus(created, 201);
    expect(created.body.data).not.toHaveProperty("color");
    expect(created.body.data.id).not.toBe(1);
  });

  it("answers status and client null when unset", async () => {
    const p = await createProject();
    expect(p.client).toBeNull();
    expect(p.contactId).toBeNull();
  });

  it("updates only the fields sent", async () => {
    const p = await createProject({ budget: 100, notes: "keep me" });
    const res = await api("PATCH", `/v1/projects/${p.id}`, { body: { budget: 250, statusId: statuses[1] } });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      budget: 250,
      notes: "keep me",
      name: p.name,
      statusId: statuses[1],
    });
    expect(res.body.data.status.id).toBe(statuses[1]);
    expect(await getProject(p.id)).toEqual(res.body.data);
  });

  it("archives and unarchives through PATCH archived", async () => {
    const p = await createProject();
    expect(
      (await api("PATCH", `/v1/projects/${p.id}`, { body: { archived: true } })).body.data.archived,
    ).toBe(true);
    expect((await getProject(p.id)).archived).toBe(true);
    expect(
      (await api("PATCH", `/v1/projects/${p.id}`, { body: { archived: false } })).body.data.archived,
    ).toBe(false);
    expect((await getProject(p.id)).archived).toBe(false);
  });

  it("deletes permanently: { deleted: true }, then 404 on read, update and delete", async () => {
    const p = await createProject();
    const del = await api("DELETE", `/v1/projects/${p.id}`);
    expectStatus(del, 200);
    expect(del.body).toEqual({ deleted: true });
    expectError(await api("GET", `/v1/projects/${p.id}`), 404, "not_found");
    expectError(await api("PATCH", `/v1/projects/${p.id}`, { body: { name: "x" } }), 404, "not_found");
    expectError(await api("DELETE", `/v1/projects/${p.id}`), 404, "not_found");
  });

  it.each([
    ["GET", undefined],
    ["PATCH", { name: "x" }],
    ["DELETE", undefined],
  ])("%s of a project that does not exist is 404 not_found", async (method, body) => {
    expectError(await api(method, `/v1/projects/${MISSING_ID}`, { body }), 404, "not_found");
  });

  it("accepts clientId as an alias of contactId, on create and update", async () => {
    const p = await createProject({ clientId: contacts[1] });
    expect(p.contactId).toBe(contacts[1]);
    expect(p.client.id).toBe(contacts[1]);
    const res = await api("PATCH", `/v1/projects/${p.id}`, { body: { clientId: contacts[2] } });
    expectStatus(res, 200);
    expect(res.body.data.contactId).toBe(contacts[2]);
  });

  it("refuses contactId and clientId that differ (400), and accepts them equal", async () => {
    expectError(
      await api("POST", "/v1/projects", {
        body: { name: uniq("P"), contactId: contacts[0], clientId: contacts[1] },
      }),
      400,
      "validation_failed",
      "clientId",
    );
    const p = await createProject({ contactId: contacts[0], clientId: contacts[0] });
    expect(p.contactId).toBe(contacts[0]);
  });

  it("defaults projectTypeName to the type's name when only projectType is written", async () => {
    const type = types[0]!;
    const p = await createProject({ projectType: type.id });
    expect(p.projectType).toBe(type.id);
    expect(p.projectTypeName).toBe(type.name);
    const q = await createProject({ projectType: type.id, projectTypeName: "Custom label" });
    expect(q.projectTypeName).toBe("Custom label");
  });

  it.each([
    ["contactId", { contactId: MISSING_ID }],
    ["clientId", { clientId: MISSING_ID }],
    ["statusId", { statusId: MISSING_ID }],
    ["projectType", { projectType: MISSING_ID }],
  ])(
    "refuses a %s that names no record of the company (400 at that field) and creates nothing",
    async (field, body) => {
      const before = await total("/v1/projects");
      expectError(
        await api("POST", "/v1/projects", { body: { name: uniq("P"), ...body } }),
        400,
        "validation_failed",
        field,
      );
      expect(await total("/v1/projects")).toBe(before);
    },
  );
});

describe("GET /v1/projects filters", () => {
  it("includes archived projects unless archived=false is passed", async () => {
    const [all0, arch0, live0] = await Promise.all([
      total("/v1/projects"),
      total("/v1/projects?archived=true"),
      total("/v1/projects?archived=false"),
    ]);
    expect(all0).toBe(arch0 + live0);
    const p = await createProject({ archived: true });
    expect(p.archived).toBe(true);
    const [all1, arch1, live1] = await Promise.all([
      total("/v1/projects"),
      total("/v1/projects?archived=true"),
      total("/v1/projects?archived=false"),
    ]);
    expect(all1).toBe(all0 + 1);
    expect(arch1).toBe(arch0 + 1);
    expect(live1).toBe(live0);
    const everything = await listAll("/v1/projects");
    expect(everything.some((x) => x.id === p.id)).toBe(true);
    const live = await listAll("/v1/projects?archived=false");
    expect(live.some((x) => x.id === p.id)).toBe(false);
    expect(live.every((x) => x.archived === false)).toBe(true);
    const archived = (await api("GET", "/v1/projects?archived=true&limit=300")).body.data as {
      archived: boolean;
    }[];
    expect(archived.every((x) => x.archived === true)).toBe(true);
  });

  it("filters by one statusId and by a comma-separated list", async () => {
    const [s1, s2] = [statuses[1]!, statuses[2]!];
    const t1 = await total(`/v1/projects?statusId=${s1}`);
    const t2 = await total(`/v1/projects?statusId=${s2}`);
    const both = await api("GET", `/v1/projects?statusId=${s1},${s2}&limit=300`);
    expectStatus(both, 200);
    expect(both.body.total).toBe(t1 + t2);
    expect(
      (both.body.data as { statusId: number }[]).every((p) => p.statusId === s1 || p.statusId === s2),
    ).toBe(true);
    const one = (await api("GET", `/v1/projects?statusId=${s1}&limit=300`)).body.data as {
      statusId: number;
    }[];
    expect(one.every((p) => p.statusId === s1)).toBe(true);
    const p = await createProject({ statusId: s2 });
    expect(await total(`/v1/projects?statusId=${s1},${s2}`)).toBe(t1 + t2 + 1);
    expect(await total(`/v1/projects?statusId=${s1}`)).toBe(t1);
    expect((await listAll(`/v1/projects?statusId=${s2}`)).some((x) => x.id === p.id)).toBe(true);
  });

  it("filters by contactId", async () => {
    const c = contacts[3]!;
    const p = await createProject({ contactId: c });
    const list = await listAll(`/v1/projects?contactId=${c}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((x) => x.contactId === c)).toBe(true);
    expect(list.some((x) => x.id === p.id)).toBe(true);
    expect(await total(`/v1/projects?contactId=${MISSING_ID}`)).toBe(0);
  });

  it("combines filters with AND", async () => {
    const c = contacts[4]!;
    const p = await createProject({ contactId: c, statusId: statuses[3], archived: true });
    const list = await listAll(`/v1/projects?contactId=${c}&statusId=${statuses[3]}&archived=true`);
    expect(list.map((x) => x.id)).toContain(p.id);
    expect(list.every((x) => x.contactId === c && x.statusId === statuses[3] && x.archived === true)).toBe(
      true,
    );
    const none = await listAll(`/v1/projects?contactId=${c}&statusId=${statuses[3]}&archived=false`);
    expect(none.map((x) => x.id)).not.toContain(p.id);
  });

  it.each([
    ["statusId", "statusId=abc"],
    ["statusId", "statusId=1,,2"],
    ["statusId", "statusId=1.5"],
    ["statusId", "statusId=-1"],
    ["archived", "archived=yes"],
    ["archived", "archived=1"],
    ["contactId", "contactId=abc"],
    ["contactId", "contactId=0"],
    ["contactId", "contactId=-3"],
  ])("refuses a bad %s filter (%s) with 400 naming it", async (field, q) => {
    expectError(await api("GET", `/v1/projects?${q}`), 400, "invalid_request", field);
  });
});

describe("address upsert by id", () => {
  const addr = (name: string, city = "Springfield") => ({
    name,
    address: "1 Main St",
    address2: null,
    city,
    state: "OR",
    zip: "97477",
    country: "US",
  });

  it("creates addresses without id, updates the one with id, keeps the ones not mentioned", async () => {
    const p = await createProject({ addresses: [{ address: addr("Site") }, { address: addr("Billing") }] });
    expect(p.addresses).toHaveLength(2);
    const [site, billing] = p.addresses as { id: number; name: string }[];
    expect(site).toMatchObject({ id: expect.any(Number), ...addr("Site") });
    expect(billing).toMatchObject({ id: expect.any(Number), ...addr("Billing") });

    const res = await api("PATCH", `/v1/projects/${p.id}`, {
      body: {
        addresses: [{ id: site!.id, address: addr("Site (moved)", "Eugene") }, { address: addr("Storage") }],
      },
    });
    expectStatus(res, 200);
    const after = res.body.data.addresses as { id: number; name: string; city: string }[];
    expect(after).toHaveLength(3);
    expect(after.find((a) => a.id === site!.id)).toMatchObject({ name: "Site (moved)", city: "Eugene" });
    expect(after.find((a) => a.id === billing!.id)).toMatchObject({ name: "Billing", city: "Springfield" });
    expect(after.filter((a) => a.name === "Storage")).toHaveLength(1);
    expect((await getProject(p.id)).addresses).toEqual(after);

    const noAddresses = await api("PATCH", `/v1/projects/${p.id}`, { body: { notes: "no address change" } });
    expect(noAddresses.body.data.addresses).toEqual(after);
  });

  it("refuses an address id that is not this project's (400) and changes nothing", async () => {
    const other = await createProject({ addresses: [{ address: addr("Other site") }] });
    const p = await createProject({ addresses: [{ address: addr("Mine") }], notes: "before" });
    const foreignId = other.addresses[0].id as number;
    const res = await api("PATCH", `/v1/projects/${p.id}`, {
      body: {
        notes: "after",
        addresses: [{ address: addr("New one") }, { id: foreignId, address: addr("Hijack") }],
      },
    });
    expectError(res, 400, "validation_failed", "addresses");
    expect(await getProject(p.id)).toEqual(p);
    expect(await getProject(other.id)).toEqual(other);
    expectError(
      await api("PATCH", `/v1/projects/${p.id}`, {
        body: { addresses: [{ id: MISSING_ID, address: addr("Ghost") }] },
      }),
      400,
      "validation_failed",
      "addresses",
    );
  });

  it("requires the address name", async () => {
    const res = await api("POST", "/v1/projects", {
      body: { name: uniq("P"), addresses: [{ address: { city: "Nameless" } }] },
    });
    expectError(res, 400, "validation_failed", "name");
    expect(res.body.error.details.some((d: { path: string }) => d.path === "addresses.0.address.name")).toBe(
      true,
    );
  });
});

describe("project statuses and types", () => {
  it.each(["/v1/project-statuses", "/v1/project-types"])(
    "%s lists { id, name } records of the account",
    async (path) => {
      const res = await api("GET", path);
      expectStatus(res, 200);
      expect(res.body.total).toBeGreaterThan(0);
      for (const s of res.body.data) {
        expect(Number.isInteger(s.id)).toBe(true);
        expect(typeof s.name).toBe("string");
      }
    },
  );

  it("statuses include system ones such as Active, On Hold, Completed", async () => {
    const names = ((await api("GET", "/v1/project-statuses")).body.data as { name: string }[]).map(
      (s) => s.name,
    );
    expect(names).toEqual(expect.arrayContaining(["Active", "On Hold", "Completed"]));
  });
});
