import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readers } from "@/lib/partner-api/contract/reader";
import { UnreadableRecords } from "./unreadable-notice";

const phase = (id: unknown) => ({ id, name: `Phase ${String(id)}` });

describe("a list with one unreadable record", () => {
  it("keeps the rest and says one record could not be read, with its field path on demand", () => {
    const read = readers.listLeadPhases({
      data: [phase(1), phase(-1), phase(3)],
      limit: 20,
      offset: 0,
      total: 3,
    });
    if (!read.ok) throw new Error("the envelope was readable");
    expect(read.value.data.map((p) => p.id)).toEqual([1, 3]);
    const html = renderToStaticMarkup(createElement(UnreadableRecords, { issues: read.value.unreadable }));
    expect(html).toContain("1 record could not be read");
    expect(html).toContain("<details");
    expect(html).toContain("data.1.id");
  });
  it("says nothing when every record was read", () =>
    expect(renderToStaticMarkup(createElement(UnreadableRecords, { issues: [] }))).toBe(""));
});
