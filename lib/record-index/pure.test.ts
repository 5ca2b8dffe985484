import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor";
import { clientFreshness, freshnessOf } from "./freshness";
import { detailOf, rankCandidates, type Candidate } from "./rank";
import { lockOrder, rowsOf, searchText } from "./rows";

describe("index cursors", () => {
  it("round-trip per sort and order, and refuse another sort's cursor or a forged one", () => {
    const c = encodeCursor({ s: "name", o: "asc", v: "silva basement", id: 42 });
    expect(decodeCursor(c, "name", "asc")).toEqual({ s: "name", o: "asc", v: "silva basement", id: 42 });
    expect(decodeCursor(c, "name", "desc")).toBeNull();
    expect(decodeCursor(c, "budget", "asc")).toBeNull();
    const b = encodeCursor({ s: "budget", o: "desc", v: 1200.5, id: 7 });
    expect(decodeCursor(b, "budget", "desc")?.v).toBe(1200.5);
    const forged = Buffer.from(JSON.stringify(["budget", "desc", "x", 7])).toString("base64url");
    expect(decodeCursor(forged, "budget", "desc")).toBeNull();
    const badDate = Buffer.from(JSON.stringify(["updatedAt", "asc", "yesterday", 7])).toString("base64url");
    expect(decodeCursor(badDate, "updatedAt", "asc")).toBeNull();
    expect(decodeCursor("not base64!", "name", "asc")).toBeNull();
    const withTotal = encodeCursor({ s: "status", o: "asc", v: "Active", id: 3, t: 100_000 });
    expect(decodeCursor(withTotal, "status", "asc")?.t).toBe(100_000);
    const badTotal = Buffer.from(JSON.stringify(["name", "asc", "a", 1, -5])).toString("base64url");
    expect(decodeCursor(badTotal, "name", "asc")).toBeNull();
    expect(decodeCursor("x".repeat(700), "name", "asc")).toBeNull();
  });
});

const cand = (over: Partial<Candidate>): Candidate => ({
  kind: "project",
  id: 1,
  name: "Silva Basement Finish",
  score: 0.5,
  clientName: null,
  clientEmail: null,
  city: null,
  ...over,
});

describe("search ranking", () => {
  it("puts an exact id first, then names starting with the text, then closer matches", () => {
    const ranked = rankCandidates(
      "silva",
      [
        cand({ id: 1, name: "Basement for Silva", score: 0.9 }),
        cand({ id: 2, name: "Silva Basement Finish", score: 0.8 }),
        cand({ id: 3, name: "Silvano Deck", score: 0.7, kind: "lead" }),
      ],
      10,
    );
    expect(ranked.map((c) => c.id)).toEqual([2, 3, 1]);
    const byId = rankCandidates("#3", [cand({ id: 1, score: 1 }), cand({ id: 3, name: "Zed", score: 0 })], 1);
    expect(byId.map((c) => c.id)).toEqual([3]);
  });

  it("tells same-named rows apart by client, city and id", () => {
    const a = detailOf(cand({ id: 11, clientName: "Diego Silva", city: "Porto" }));
    const b = detailOf(cand({ id: 12, clientName: "Ana Silva", city: null }));
    expect(a).toBe("Diego Silva · Porto · #11");
    expect(b).toBe("Ana Silva · #12");
    expect(detailOf({ kind: "client", id: 5, clientName: "Ana", clientEmail: "ana@x.test", city: "X" })).toBe(
      "ana@x.test · #5",
    );
  });
});

describe("index rows and freshness", () => {
  it("indexes a lead and its client once, searchable by custom values", () => {
    const lead = {
      id: 9,
      name: "Deck",
      contactId: 4,
      description: null,
      budget: 10,
      type: null,
      serviceTypeId: null,
      sourceCode: null,
      source: null,
      expectedStartDate: null,
      addresses: [
        {
          id: 1,
          name: "Site",
          address: null,
          address2: null,
          city: "Lyon",
          state: null,
          zip: null,
          country: null,
        },
      ],
      phaseId: 2,
      projectId: null,
      status: { value: "Retired", displayName: "Retired" },
      client: { id: 4, name: "Lena Dubois", email: "lena@x.test" },
      customFieldEntries: [],
      createdAt: null,
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const rows = rowsOf("lead", [lead, { ...lead, id: 10 }] as never);
    expect(rows.map((r) => `${r.kind}:${r.id}`)).toEqual(["lead:9", "lead:10", "client:4"]);
    expect(rows[0]).toMatchObject({ archived: true, statusId: 2, city: "Lyon", clientEmail: "lena@x.test" });
    expect(searchText({ ...rows[0]!, custom: { Ref: "ERP-77" } })).toBe(
      "deck lena dubois lena@x.test erp-77",
    );
  });

  it("writes rows in one lock order, once per record, the newest version kept", () => {
    const at = (iso: string) => new Date(iso);
    const row = (kind: "project" | "lead" | "client", id: number, name: string, updated: string) =>
      ({ kind, id, name, updatedAt: at(updated) }) as never;
    const ordered = lockOrder([
      row("project", 12, "P12", "2026-01-01"),
      row("client", 4, "Lena (old)", "2026-01-01"),
      row("lead", 3, "L3", "2026-01-01"),
      row("project", 2, "P2", "2026-01-01"),
      row("client", 4, "Lena", "2026-02-01"),
      row("client", 4, "Lena (late copy)", "2025-12-01"),
    ]) as { kind: string; id: number; name: string }[];
    expect(ordered.map((r) => `${r.kind}:${r.id}:${r.name}`)).toEqual([
      "client:4:Lena",
      "lead:3:L3",
      "project:2:P2",
      "project:12:P12",
    ]);
  });

  it("never says complete before a full pass finished", () => {
    const at = new Date("2026-01-01T10:42:00Z");
    expect(freshnessOf(undefined, true).state).toBe("empty");
    expect(freshnessOf(undefined, false).state).toBe("off");
    const indexing = freshnessOf(
      { indexed: 12_400, total: 100_000, completeAsOf: null, passStartedAt: at },
      true,
    );
    expect(indexing).toEqual({ state: "indexing", indexed: 12_400, total: 100_000, completeAsOf: null });
    const done = freshnessOf({ indexed: 5, total: 5, completeAsOf: at, passStartedAt: null }, true);
    expect(done.state).toBe("complete");
    expect(clientFreshness(done, indexing, 3).state).toBe("indexing");
    expect(clientFreshness(done, done, 3)).toMatchObject({
      state: "complete",
      completeAsOf: at.toISOString(),
    });
  });
});
