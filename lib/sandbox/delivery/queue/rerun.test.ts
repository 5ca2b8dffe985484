import { describe, expect, it } from "vitest";
import { Rerun } from "./rerun";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("Rerun", () => {
  it("never runs twice at once, and runs once more after kicks that came while it ran", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const r = new Rerun(
      async () => {
        running++;
        most = Math.max(most, running);
        runs++;
        await tick();
        running--;
      },
      () => undefined,
    );
    r.kick();
    r.kick();
    r.kick();
    await tick();
    await tick();
    await tick();
    expect(most).toBe(1);
    expect(runs).toBe(2);
  });

  it("reports a failure, ends the round, and runs again on the next kick", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const r = new Rerun(
      async () => {
        runs++;
        if (runs === 1) throw new Error("database away");
      },
      (err) => errors.push(err),
    );
    r.kick();
    await tick();
    r.kick();
    await tick();
    expect(errors).toHaveLength(1);
    expect(runs).toBe(2);
  });
});
