import { describe, expect, it } from "vitest";
import { customFieldEntriesWrite } from "@/lib/custom-fields/params";
import { leadCreateWrite, leadUpdateWrite, phaseBody } from "@/lib/leads/params";
import { projectCreateWrite, projectUpdateWrite } from "@/lib/projects/params";
import { idParams } from "./params";

// One rule for ids in what the console reads, routes and writes: any positive safe integer (READER.md).
const big = 2 ** 31; // one above the sandbox's 32-bit bound
const max = Number.MAX_SAFE_INTEGER;

describe("console write bodies take the API's ids as they are", () => {
  it("carries references above 2^31 - 1 in project and lead bodies", () => {
    const refs = { contactId: big, ownerId: max, statusId: big + 1, projectType: big + 2 };
    expect(projectCreateWrite.parse({ name: "x", ...refs })).toMatchObject(refs);
    expect(projectUpdateWrite.parse({ statusId: max })).toEqual({ statusId: max });
    expect(leadCreateWrite.parse({ phaseId: big, contactId: max, serviceTypeId: big })).toMatchObject({
      phaseId: big,
    });
    expect(
      leadUpdateWrite.parse({ contactId: big, addresses: [{ id: max, address: { name: "Site" } }] }),
    ).toBeTruthy();
    expect(phaseBody.parse({ phaseId: max })).toEqual({ phaseId: max });
    expect(
      customFieldEntriesWrite.parse({
        entityId: big,
        entityType: "Project",
        customFieldEntries: [
          { customFieldId: big, value: "v" },
          { id: max, value: "w" },
        ],
      }).customFieldEntries,
    ).toHaveLength(2);
    expect(idParams.parse({ id: String(max) })).toEqual({ id: max });
  });

  it("refuses what is not an id, and keeps the contract's other checks", () => {
    for (const statusId of [0, -1, 1.5, max + 1, "7"])
      expect(projectUpdateWrite.safeParse({ statusId }).success).toBe(false);
    expect(leadCreateWrite.safeParse({ phaseId: 2 ** 53 }).success).toBe(false);
    expect(idParams.safeParse({ id: String(max + 1) }).success).toBe(false);
    // contactId and its alias clientId may not disagree; a lead update still may not move the phase.
    expect(projectUpdateWrite.safeParse({ contactId: big, clientId: big + 1 }).success).toBe(false);
    expect(leadUpdateWrite.safeParse({ phaseId: 2 }).success).toBe(false);
    expect(projectCreateWrite.safeParse({ statusId: big }).success).toBe(false); // name is required
  });
});
