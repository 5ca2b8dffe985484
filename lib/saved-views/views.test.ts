import { describe, expect, it } from "vitest";
import { currentView, nameProblem, viewQuery, type SavedView } from "./views";

const view = (over: Partial<SavedView>): SavedView => ({
  id: 1,
  name: "Morning",
  shared: false,
  query: "",
  ownerId: 1,
  owner: "manager@example.com",
  isDefault: false,
  canEdit: true,
  mine: true,
  ...over,
});

describe("viewQuery", () => {
  it("drops the page and orders the keys, so an open view's URL equals its query", () => {
    expect(viewQuery("?page=3&status=1,2&archived=active")).toBe("?archived=active&status=1%2C2");
    expect(viewQuery("?offset=50&status=failed")).toBe("?status=failed");
    expect(viewQuery("?page=2")).toBe("");
    expect(viewQuery("?")).toBe("");
  });
  it("finds the view the URL shows", () => {
    const views = [view({ id: 1, query: "?archived=active&cf=4" }), view({ id: 2, query: "" })];
    expect(currentView(views, "?cf=4&archived=active&page=2")?.id).toBe(1);
    expect(currentView(views, "?")?.id).toBe(2);
    expect(currentView(views, "?cf=5")).toBeUndefined();
  });
});

describe("nameProblem", () => {
  const views = [view({ id: 1, name: "Morning" }), view({ id: 2, name: "Team", mine: false })];
  it("says what is wrong with a name", () => {
    expect(nameProblem("  ", views)).toBe("Give the view a name.");
    expect(nameProblem("x".repeat(81), views)).toBe("Keep the name to 80 characters (it has 81).");
    expect(nameProblem(" morning ", views)).toBe("You already have a view named “Morning”.");
  });
  it("lets a view keep its name and share another person's", () => {
    expect(nameProblem("MORNING", views, 1)).toBeUndefined();
    expect(nameProblem("Team", views)).toBeUndefined();
    expect(nameProblem("x".repeat(80), views)).toBeUndefined();
  });
});
