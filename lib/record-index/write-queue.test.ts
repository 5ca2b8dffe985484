import { describe, expect, it } from "vitest";
import type { IndexRow } from "./types";
import { WriteQueue, type Pending } from "./write-queue";

const pending = (id: number, name = `p${id}`): Pending => ({
  row: { kind: "project", id, name } as unknown as IndexRow,
  fingerprint: name,
  readAt: 0,
});

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

describe("WriteQueue", () => {
  it("writes one batch at a time per environment, later reads coalescing by record", async () => {
    const batches: string[][] = [];
    let inFlight = 0;
    let most = 0;
    const first = gate();
    const q = new WriteQueue(async (_env, batch) => {
      inFlight++;
      most = Math.max(most, inFlight);
      batches.push(batch.map((p) => p.row.name));
      if (batches.length === 1) await first.opened;
      inFlight--;
    });
    q.add("e", [pending(1), pending(2)]);
    q.add("e", [pending(2, "p2 again"), pending(3)]);
    q.add("e", [pending(3, "p3 again")]);
    first.open();
    await q.idle("e");
    expect(most).toBe(1);
    expect(batches).toEqual([
      ["p1", "p2"],
      ["p2 again", "p3 again"],
    ]);
  });

  it("drops the oldest waiting rows past its bound and counts them", async () => {
    const written: number[] = [];
    const hold = gate();
    const q = new WriteQueue(async (_env, batch) => {
      if (!written.length) await hold.opened;
      written.push(...batch.map((p) => p.row.id));
    }, 3);
    q.add("e", [pending(1)]); // taken at once, held
    q.add("e", [pending(2), pending(3), pending(4), pending(5)]);
    hold.open();
    await q.idle("e");
    expect(written).toEqual([1, 3, 4, 5]);
    expect(q.dropped).toBe(1);
  });

  it("a cancelled record is not written, and a failed batch does not stop the next", async () => {
    const written: number[] = [];
    const hold = gate();
    let calls = 0;
    const q = new WriteQueue(async (_env, batch) => {
      calls++;
      if (calls === 1) {
        await hold.opened;
        throw new Error("store down");
      }
      written.push(...batch.map((p) => p.row.id));
    });
    q.add("e", [pending(1)]);
    q.add("e", [pending(2), pending(3)]);
    q.cancel("e", "project", 2);
    hold.open();
    await q.idle("e");
    expect(written).toEqual([3]);
  });

  it("environments do not wait on each other", async () => {
    const hold = gate();
    const written: string[] = [];
    const q = new WriteQueue(async (env) => {
      if (env === "slow") await hold.opened;
      written.push(env);
    });
    q.add("slow", [pending(1)]);
    q.add("fast", [pending(1)]);
    await q.idle("fast");
    expect(written).toEqual(["fast"]);
    hold.open();
    await q.idle("slow");
  });
});
