import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sortableHeaders } from "./sortable-headers";

const header = (
  id: string,
  opts: { header?: unknown; sorted?: false | "asc" | "desc"; canSort?: boolean },
) => {
  const toggle = () => {};
  return {
    column: {
      id,
      columnDef: { header: opts.header },
      getIsSorted: () => opts.sorted ?? false,
      getCanSort: () => opts.canSort ?? true,
      getToggleSortingHandler: () => toggle,
    },
  };
};

describe("sortableHeaders", () => {
  const { ariaSort, renderHeader } = sortableHeaders();

  it("puts aria-sort on the sorted column only", () => {
    expect(ariaSort(header("name", { sorted: "asc" }))).toBe("ascending");
    expect(ariaSort(header("name", { sorted: "desc" }))).toBe("descending");
    expect(ariaSort(header("name", {}))).toBeUndefined();
  });

  it("renders a sort button titled by the column's header text, saying how it is sorted", () => {
    const html = renderToStaticMarkup(renderHeader(header("budget", { header: "Budget", sorted: "desc" })));
    expect(html).toContain("<button");
    expect(html).toContain("Budget");
    expect(html).toContain("sorted descending");
  });

  it("renders plain text for a column that cannot sort", () => {
    const html = renderToStaticMarkup(renderHeader(header("phaseId", { header: "Phase", canSort: false })));
    expect(html).toBe("<span>Phase</span>");
  });

  it("renders a display column's own header, else falls back to the column id or uses the title given", () => {
    expect(renderToStaticMarkup(renderHeader(header("select", { header: () => "All rows" })))).toBe(
      "All rows",
    );
    expect(renderToStaticMarkup(renderHeader(header("client", { header: undefined, canSort: false })))).toBe(
      "<span>client</span>",
    );
    const labelled = sortableHeaders((c) => (c.id === "updatedAt" ? "Updated" : c.id));
    expect(renderToStaticMarkup(labelled.renderHeader(header("updatedAt", { canSort: false })))).toBe(
      "<span>Updated</span>",
    );
  });
});
