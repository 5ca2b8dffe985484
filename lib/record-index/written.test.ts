import { describe, expect, it } from "vitest";
import { rowsOf } from "./rows";
import type { IndexRow } from "./types";
import { REWRITE_AFTER_MS, WrittenRows } from "./written";

const project = (id: number, name: string, updatedAt: string, client = { id: 90, name: "Ana Silva" }) =>
  ({
    id,
    name,
    client,
    contactId: client.id,
    addresses: [],
    statusId: 1,
    status: { id: 1, name: "Active" },
    budget: 100,
    projectTypeName: null,
    archived: false,
    customFieldEntries: [],
    updatedAt,
  }) as never;

const ids = (todo: { row: IndexRow }[]) => todo.map((t) => `${t.row.kind}:${t.row.id}`);
const ENV = "env-a";

describe("write-through's memory of rows written", () => {
  it("skips rows written as they are, writes changed ones, and forgets after the bound", () => {
    const written = new WrittenRows();
    const t0 = 1_000_000;
    const page = rowsOf(
      "project",
      [project(1, "Deck", "2026-01-01T00:00:00Z"), project(2, "Shed", "2026-01-01T00:00:00Z")],
      new Date(t0),
    );
    const first = written.changed(ENV, page, t0);
    expect(ids(first)).toEqual(["project:1", "project:2", "client:90"]);
    // Not remembered until the write succeeded.
    expect(ids(written.changed(ENV, page, t0 + 1))).toHaveLength(3);
    written.remember(ENV, first, t0);

    // The same records read again later (a client row's stamp is the time of reading: not a change).
    const again = rowsOf(
      "project",
      [project(1, "Deck", "2026-01-01T00:00:00Z"), project(2, "Shed", "2026-01-01T00:00:00Z")],
      new Date(t0 + 5),
    );
    expect(written.changed(ENV, again, t0 + 5)).toEqual([]);
    // Another environment's rows are its own.
    expect(ids(written.changed("env-b", again, t0 + 5))).toHaveLength(3);

    // A new version (same fields, new updatedAt), a renamed record and a renamed client are written.
    const changed = rowsOf(
      "project",
      [
        project(1, "Deck", "2026-01-02T00:00:00Z"),
        project(2, "Big Shed", "2026-01-01T00:00:00Z", { id: 90, name: "Ana Silva-Costa" }),
      ],
      new Date(t0 + 6),
    );
    expect(ids(written.changed(ENV, changed, t0 + 6))).toEqual(["project:1", "project:2", "client:90"]);

    // Past the bound, an unchanged row is written again.
    expect(ids(written.changed(ENV, again, t0 + REWRITE_AFTER_MS))).toHaveLength(3);
  });

  it("writes a removed row again when it is read, and keeps at most its bound of rows", () => {
    const written = new WrittenRows(2);
    const rows = rowsOf("project", [project(1, "Deck", "2026-01-01T00:00:00Z")], new Date(0));
    written.remember(ENV, written.changed(ENV, rows, 0), 0);
    expect(written.changed(ENV, rows, 1)).toEqual([]);
    written.forget(ENV, "project", 1);
    expect(ids(written.changed(ENV, rows, 2))).toEqual(["project:1"]);

    const more = rowsOf(
      "project",
      [project(3, "Barn", "2026-01-01T00:00:00Z", { id: 91, name: "Bo" })],
      new Date(0),
    );
    written.remember(ENV, written.changed(ENV, more, 3), 3);
    expect(written.size).toBe(2);
    // The oldest (client 90) went first.
    expect(ids(written.changed(ENV, rows, 4))).toEqual(["project:1", "client:90"]);
  });
});
