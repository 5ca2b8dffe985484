import { describe, expect, it } from "vitest";
import { CompletionQueue } from "./completion-queue";

describe("CompletionQueue (group commit of finished attempts)", () => {
  it("writes the first at once and those that finish during a write together in the next batch", async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const q = new CompletionQueue<number, string>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
        return items.map((i) => `done ${i}`);
      },
      () => undefined,
    );
    const first = q.add(1);
    const later = [q.add(2), q.add(3), q.add(4)];
    release();
    expect(await first).toBe("done 1");
    expect(await Promise.all(later)).toEqual(["done 2", "done 3", "done 4"]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("resolves a batch that could not be written to undefined, reports the error and goes on", async () => {
    const errors: unknown[] = [];
    let fail = true;
    const q = new CompletionQueue<number, number>(
      async (items) => {
        if (fail) throw new Error("database away");
        return items;
      },
      (err) => errors.push(err),
    );
    expect(await q.add(1)).toBeUndefined();
    fail = false;
    expect(await q.add(2)).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
