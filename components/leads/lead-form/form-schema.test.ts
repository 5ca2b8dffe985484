import { describe, expect, it } from "vitest";
import { emptyAddress } from "@/components/forms/address-schema";
import { leadCreateBody, leadUpdateBody } from "@/lib/partner-api/contract";
import type { Lead } from "@/lib/partner-api/contract/reader";
import {
  emptyLeadValues,
  leadFormPathOf,
  toLeadBody,
  toLeadFormValues,
  type LeadFormValues,
} from "./form-schema";
import { leadFormSchema } from "./form-zod";

const values = (over: Partial<LeadFormValues> = {}): LeadFormValues => ({ ...emptyLeadValues(), ...over });

const lead: Lead = {
  id: 5,
  name: "Smith deck",
  contactId: 3,
  description: "Two levels",
  budget: 8000,
  type: "Deck",
  serviceTypeId: 4,
  sourceCode: 0,
  source: "Website",
  expectedStartDate: "2025-03-01",
  addresses: [
    {
      id: 30,
      name: "Site",
      address: "1 Main St",
      address2: null,
      city: "Austin",
      state: "TX",
      zip: null,
      country: null,
    },
  ],
  phaseId: 3,
  projectId: null,
  status: { value: "Current", displayName: "Current" },
  client: { id: 3, name: "Jane Smith", email: null },
  customFieldEntries: [],
  createdAt: "2025-01-02T03:04:05.000Z",
  updatedAt: "2025-01-02T03:04:05.000Z",
};

describe("toLeadBody, create", () => {
  it("sends an empty body for the empty form: the API requires nothing and picks the default phase", () => {
    const body = toLeadBody(values(), "create");
    expect(body).toEqual({});
    expect(leadCreateBody.safeParse(body).success).toBe(true);
  });

  it("converts text to numbers, trims, and sends the chosen starting phase", () => {
    const body = toLeadBody(
      values({
        name: " Deck ",
        contactId: "3",
        description: "d",
        budget: "12,500.50",
        type: " Deck ",
        serviceTypeId: "4",
        source: "Referral",
        sourceCode: "0",
        expectedStartDate: "2025-03-01",
        phaseId: "2",
        addresses: [{ ...emptyAddress(), name: " Site ", city: "Austin" }],
      }),
      "create",
    );
    expect(body).toEqual({
      name: "Deck",
      contactId: 3,
      description: "d",
      budget: 12500.5,
      type: "Deck",
      serviceTypeId: 4,
      source: "Referral",
      sourceCode: 0,
      expectedStartDate: "2025-03-01",
      phaseId: 2,
      addresses: [{ address: { name: "Site", city: "Austin" } }],
    });
    expect(leadCreateBody.safeParse(body).success).toBe(true);
  });
});

describe("toLeadBody, edit", () => {
  it("never sends phaseId, and sends null for cleared fields", () => {
    const body = toLeadBody(values({ phaseId: "6" }), "edit");
    expect(body).not.toHaveProperty("phaseId");
    expect(body).toEqual({
      name: null,
      contactId: null,
      description: null,
      budget: null,
      type: null,
      serviceTypeId: null,
      source: null,
      sourceCode: null,
      expectedStartDate: null,
      addresses: [],
    });
    expect(leadUpdateBody.safeParse(body).success).toBe(true);
  });

  it("round-trips a lead through the form unchanged, keeping saved address ids (upsert rule)", () => {
    const form = toLeadFormValues(lead);
    form.addresses.push({ ...emptyAddress(), name: "Billing" });
    const body = toLeadBody(form, "edit");
    expect(body).toEqual({
      name: "Smith deck",
      contactId: 3,
      description: "Two levels",
      budget: 8000,
      type: "Deck",
      serviceTypeId: 4,
      source: "Website",
      sourceCode: 0,
      expectedStartDate: "2025-03-01",
      addresses: [
        {
          id: 30,
          address: {
            name: "Site",
            address: "1 Main St",
            address2: null,
            city: "Austin",
            state: "TX",
            zip: null,
            country: null,
          },
        },
        { address: { name: "Billing" } },
      ],
    });
    expect(leadUpdateBody.safeParse(body).success).toBe(true);
  });
});

describe("leadFormSchema", () => {
  const errorsOf = (v: LeadFormValues) => {
    const r = leadFormSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("accepts the empty form", () => {
    expect(errorsOf(values())).toEqual({});
  });

  it.each(["2025-02-30", "03/01/2025", "2025-3-1"])("refuses %s as a start date", (s) => {
    expect(errorsOf(values({ expectedStartDate: s }))).toHaveProperty("expectedStartDate");
  });

  it.each(["-1", "1.5", "abc", "99999999999"])("refuses %s as a source code", (s) => {
    expect(errorsOf(values({ sourceCode: s }))).toHaveProperty("sourceCode");
  });

  it.each(["0", "-1", "x"])("refuses %s as a service type id", (s) => {
    expect(errorsOf(values({ serviceTypeId: s }))).toHaveProperty("serviceTypeId");
  });

  it("requires a name on an address", () => {
    expect(errorsOf(values({ addresses: [emptyAddress()] }))).toEqual({
      "addresses.0.name": "Name is required",
    });
  });
});

describe("leadFormPathOf", () => {
  it.each([
    ["expectedStartDate", "expectedStartDate"],
    ["phaseId", "phaseId"],
    ["sourceCode", "sourceCode"],
    ["addresses.1.address.name", "addresses.1.name"],
  ])("maps %s to %s", (api, form) => {
    expect(leadFormPathOf(api)).toBe(form);
  });

  it.each(["clientId", "status", "addresses"])("leaves %s form-wide", (api) => {
    expect(leadFormPathOf(api)).toBeUndefined();
  });
});

// The zod-free module names the form's fields by its empty values (for the API's error paths); they must be
// exactly the schema's fields.
describe("emptyLeadValues", () => {
  it("has exactly the schema's fields", () => {
    expect(Object.keys(emptyLeadValues()).sort()).toEqual(Object.keys(leadFormSchema.shape).sort());
  });
});
