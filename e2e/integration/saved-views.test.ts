import { beforeAll, describe, expect, it } from "vitest";
import { consoleAs, signIn, type ConsoleClient } from "./support/console";
import { expectError, uniq } from "./support/helpers";

// Issue 41: saved views. A private view is invisible to everyone else; a shared one is read-only to all but its
// owner and admins; one default per person and table.
let manager: ConsoleClient;
let admin: ConsoleClient;
let support: ConsoleClient;

beforeAll(async () => {
  manager = consoleAs(await signIn("manager"));
  admin = consoleAs(await signIn("admin"));
  support = consoleAs(await signIn("support"));
});

const names = async (c: ConsoleClient) =>
  ((await c("GET", "/api/saved-views?table=projects")).body.data as { name: string }[]).map((v) => v.name);

describe("saved views", () => {
  it("keeps private views to their owner and shared ones read-only to others", async () => {
    const mine = uniq("Private");
    const priv = await manager("POST", "/api/saved-views", {
      table: "projects",
      name: mine,
      query: "?archived=active",
    });
    expect(priv.status).toBe(201);
    expect(await names(manager)).toContain(mine);
    expect(await names(support)).not.toContain(mine);
    expect(await names(admin)).not.toContain(mine);
    expectError(await support("GET", `/api/saved-views/${priv.body.data.id}`), 404, "not_found");
    expectError(
      await admin("PATCH", `/api/saved-views/${priv.body.data.id}`, { name: "x" }),
      404,
      "not_found",
    );

    const team = uniq("Shared");
    const shared = (
      await manager("POST", "/api/saved-views", {
        table: "projects",
        name: team,
        shared: true,
        query: "?status=1",
      })
    ).body.data as { id: number };
    const seen = (
      (await support("GET", "/api/saved-views?table=projects")).body.data as {
        id: number;
        canEdit: boolean;
      }[]
    ).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ canEdit: false });
    expect((await support("GET", `/api/saved-views/${shared.id}`)).body.data.query).toBe("?status=1");
    expectError(
      await support("PATCH", `/api/saved-views/${shared.id}`, { name: "Mine now" }),
      403,
      "forbidden",
    );
    expectError(await support("DELETE", `/api/saved-views/${shared.id}`), 403, "forbidden");
    expect((await admin("PATCH", `/api/saved-views/${shared.id}`, { name: `${team} (admin)` })).status).toBe(
      200,
    );
    expectError(await admin("PATCH", `/api/saved-views/${shared.id}`, { shared: false }), 403, "forbidden");

    // Defaults are each person's own, one per table.
    expect((await support("PUT", `/api/saved-views/${shared.id}/default`, { default: true })).status).toBe(
      200,
    );
    const isDefault = async (c: ConsoleClient, id: number) =>
      (
        (await c("GET", "/api/saved-views?table=projects")).body.data as { id: number; isDefault: boolean }[]
      ).find((v) => v.id === id)?.isDefault;
    expect(await isDefault(support, shared.id)).toBe(true);
    expect(await isDefault(manager, shared.id)).toBe(false);
    expect(
      (await manager("PUT", `/api/saved-views/${priv.body.data.id}/default`, { default: true })).status,
    ).toBe(200);
    expect((await manager("PUT", `/api/saved-views/${shared.id}/default`, { default: true })).status).toBe(
      200,
    );
    expect(await isDefault(manager, priv.body.data.id)).toBe(false);

    expect((await manager("DELETE", `/api/saved-views/${shared.id}`)).status).toBe(200);
    expect(await names(support)).not.toContain(`${team} (admin)`);
  });

  it("refuses bad input with the envelope", async () => {
    expectError(await manager("GET", "/api/saved-views?table=nope"), 400, "validation_failed");
    for (const body of [
      { table: "projects", name: " ", query: "" },
      { table: "projects", name: "x".repeat(81), query: "" },
      { table: "projects", name: "Bad", query: "javascript:alert(1)" },
      { table: "projects", name: "Bad", query: `?${"a".repeat(2000)}` },
      { table: "projects", name: "Bad", query: "", owner: 1 },
    ])
      expectError(await manager("POST", "/api/saved-views", body), 400, "validation_failed");
    expectError(await manager("PATCH", "/api/saved-views/1", {}), 400, "validation_failed");
    expectError(await manager("GET", "/api/saved-views/999999999"), 404, "not_found");
  });

  it("refuses a second view of the same name on a table for the same person, case aside", async () => {
    const name = uniq("Morning");
    const first = await manager("POST", "/api/saved-views", {
      table: "audit",
      name,
      query: "?kind=security",
    });
    expect(first.status).toBe(201);
    expectError(
      await manager("POST", "/api/saved-views", {
        table: "audit",
        name: ` ${name.toUpperCase()} `,
        query: "",
      }),
      409,
      "duplicate_name",
    );
    // Another table, or another person, may use the name.
    expect((await manager("POST", "/api/saved-views", { table: "projects", name, query: "" })).status).toBe(
      201,
    );
    expect((await admin("POST", "/api/saved-views", { table: "audit", name, query: "" })).status).toBe(201);
    const other = await manager("POST", "/api/saved-views", {
      table: "audit",
      name: uniq("Evening"),
      query: "",
    });
    expectError(
      await manager("PATCH", `/api/saved-views/${other.body.data.id}`, { name }),
      409,
      "duplicate_name",
    );
    // Renaming a view to its own name (or its own name in other case) is no clash.
    expect(
      (await manager("PATCH", `/api/saved-views/${first.body.data.id}`, { name: name.toLowerCase() })).status,
    ).toBe(200);
    const listed = (await manager("GET", "/api/saved-views?table=audit")).body.data as {
      name: string;
      mine: boolean;
    }[];
    expect(listed.find((v) => v.name === name.toLowerCase())).toMatchObject({ mine: true });
  });
});
