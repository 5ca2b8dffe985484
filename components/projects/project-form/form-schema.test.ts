import { describe, expect, it } from "vitest";
import { emptyAddress } from "@/components/forms/address-schema";
import { projectCreateBody, projectUpdateBody } from "@/lib/partner-api/contract";
import type { Project } from "@/lib/partner-api/contract/reader";
import {
  emptyProjectValues,
  projectFormPathOf,
  toFormValues,
  toProjectBody,
  type ProjectFormValues,
} from "./form-schema";
import { projectFormSchema } from "./form-zod";

const values = (over: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...emptyProjectValues(),
  name: "Kitchen",
  ...over,
});

const project: Project = {
  id: 7,
  name: "Smith kitchen",
  contactId: 3,
  statusId: 2,
  ownerId: 11,
  budget: 12500.5,
  projectType: 4,
  projectTypeName: "Kitchen Remodel",
  archived: false,
  notes: "Back door code 1234",
  addresses: [
    {
      id: 21,
      name: "Site",
      address: "1 Main St",
      address2: null,
      city: "Austin",
      state: "TX",
      zip: "78701",
      country: null,
    },
  ],
  status: { id: 2, name: "Active" },
  client: { id: 3, name: "Jane Smith" },
  createdAt: "2025-01-02T03:04:05.000Z",
  updatedAt: "2025-01-02T03:04:05.000Z",
  customFieldEntries: [],
};

describe("toProjectBody, create", () => {
  it("sends only the name when nothing else is filled in", () => {
    expect(toProjectBody(values({ name: "  Kitchen  " }), "create")).toEqual({
      name: "Kitchen",
      archived: false,
    });
  });

  it("converts text to numbers and trims", () => {
    const body = toProjectBody(
      values({
        contactId: " 3 ",
        statusId: "2",
        ownerId: "11",
        budget: "12,500.50",
        projectType: "4",
        projectTypeName: " Kitchen Remodel ",
        notes: "n",
        archived: true,
      }),
      "create",
    );
    expect(body).toEqual({
      name: "Kitchen",
      contactId: 3,
      statusId: 2,
      ownerId: 11,
      budget: 12500.5,
      projectType: 4,
      projectTypeName: "Kitchen Remodel",
      notes: "n",
      archived: true,
    });
    expect(projectCreateBody.safeParse(body).success).toBe(true);
  });

  it("keeps a budget of 0", () => {
    expect(toProjectBody(values({ budget: "0" }), "create").budget).toBe(0);
  });

  it("sends new addresses without an id and leaves blank lines out", () => {
    const body = toProjectBody(
      values({
        addresses: [
          { ...emptyAddress(), name: " Site ", city: "Austin" },
          { ...emptyAddress(), name: "Billing" },
        ],
      }),
      "create",
    );
    expect(body.addresses).toEqual([
      { address: { name: "Site", city: "Austin" } },
      { address: { name: "Billing" } },
    ]);
    expect(projectCreateBody.safeParse(body).success).toBe(true);
  });
});

describe("toProjectBody, edit", () => {
  it("sends null for cleared fields but never a null status", () => {
    const body = toProjectBody(values({ statusId: "" }), "edit");
    expect(body).toEqual({
      name: "Kitchen",
      contactId: null,
      ownerId: null,
      budget: null,
      projectType: null,
      projectTypeName: null,
      notes: null,
      archived: false,
      addresses: [],
    });
    expect(projectUpdateBody.safeParse(body).success).toBe(true);
  });

  it("keeps saved address ids (upsert rule) and clears their blank lines; new rows have no id", () => {
    const form = toFormValues(project);
    form.addresses.push({ ...emptyAddress(), name: "Billing", zip: "10001" });
    const body = toProjectBody(form, "edit");
    expect(body.addresses).toEqual([
      {
        id: 21,
        address: {
          name: "Site",
          address: "1 Main St",
          address2: null,
          city: "Austin",
          state: "TX",
          zip: "78701",
          country: null,
        },
      },
      { address: { name: "Billing", zip: "10001" } },
    ]);
    expect(projectUpdateBody.safeParse(body).success).toBe(true);
  });

  it("round-trips a project through the form unchanged", () => {
    const body = toProjectBody(toFormValues(project), "edit");
    expect(body).toMatchObject({
      name: project.name,
      contactId: 3,
      statusId: 2,
      ownerId: 11,
      budget: 12500.5,
      projectType: 4,
      projectTypeName: "Kitchen Remodel",
      notes: project.notes,
      archived: false,
    });
  });
});

describe("projectFormSchema", () => {
  const errorsOf = (v: ProjectFormValues) => {
    const r = projectFormSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("accepts the empty form with a name", () => {
    expect(errorsOf(values())).toEqual({});
  });

  it("requires a name, also on addresses", () => {
    expect(errorsOf(values({ name: "   ", addresses: [emptyAddress()] }))).toEqual({
      name: "Name is required",
      "addresses.0.name": "Name is required",
    });
  });

  it.each(["0", "-1", "1.5", "abc", "1e3", "9007199254740992"])("refuses %s as an id", (s) => {
    expect(errorsOf(values({ contactId: s, ownerId: s }))).toHaveProperty("contactId");
  });

  // One rule for ids (READER.md): any positive safe integer the API may have given, not the sandbox's 32 bits.
  it.each(["2147483648", "99999999999", "9007199254740991"])("accepts %s as an id", (s) => {
    expect(errorsOf(values({ contactId: s, ownerId: s }))).toEqual({});
  });

  it.each(["-5", "abc", "1e3", "12.", "2000000000000"])("refuses %s as a budget", (s) => {
    expect(errorsOf(values({ budget: s }))).toHaveProperty("budget");
  });

  it.each(["0", "12500", "12,500.50", " 7 "])("accepts %s as a budget", (s) => {
    expect(errorsOf(values({ budget: s }))).toEqual({});
  });
});

describe("projectFormPathOf", () => {
  it.each([
    ["statusId", "statusId"],
    ["clientId", "contactId"],
    ["projectTypeName", "projectTypeName"],
    ["addresses.3.address.city", "addresses.3.city"],
  ])("maps %s to %s", (api, form) => {
    expect(projectFormPathOf(api)).toBe(form);
  });

  it.each(["addresses", "customFieldEntries", "body"])("leaves %s form-wide", (api) => {
    expect(projectFormPathOf(api)).toBeUndefined();
  });
});

// The zod-free module names the form's fields by its empty values (for the API's error paths); they must be
// exactly the schema's fields.
describe("emptyProjectValues", () => {
  it("has exactly the schema's fields", () => {
    expect(Object.keys(emptyProjectValues()).sort()).toEqual(Object.keys(projectFormSchema.shape).sort());
  });
});
