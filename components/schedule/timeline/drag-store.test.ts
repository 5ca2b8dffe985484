import { describe, expect, it, vi } from "vitest";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { createDragStore } from "./drag-store";

const m = { id: "7" } as Milestone;

describe("the drag store", () => {
  it("tells its listeners only when the preview changes", () => {
    const store = createDragStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ id: "7", kind: "move", days: 1, base: m, dropped: false });
    store.set({ id: "7", kind: "move", days: 1, base: m, dropped: false });
    expect(listener).toHaveBeenCalledTimes(1);
    store.set({ id: "7", kind: "move", days: 2, base: m, dropped: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("ends a dropped preview when its PATCH settles, but not a drag in progress", () => {
    const store = createDragStore();
    store.set({ id: "7", kind: "resize", days: 3, base: m, dropped: false });
    store.settle("7");
    expect(store.get()?.days).toBe(3);
    store.set({ id: "7", kind: "resize", days: 3, base: m, dropped: true });
    store.settle("8");
    expect(store.get()).not.toBeNull();
    store.settle("7");
    expect(store.get()).toBeNull();
  });
});
