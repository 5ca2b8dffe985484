import { describe, expect, it } from "vitest";
import { paceDelay, paced, RateWindow } from "./pacing";

describe("pacing within a share of the rate limit", () => {
  const now = 1_000_000_000_000;
  const reset = now / 1000 + 30;
  it("goes while the window's use after the call stays within the share, waits for the reset after", () => {
    expect(paceDelay(undefined, 0.2, now)).toBe(0);
    expect(paceDelay({ limit: 100, remaining: 81, reset }, 0.2, now)).toBe(0); // 19 used, 20th allowed
    expect(paceDelay({ limit: 100, remaining: 80, reset }, 0.2, now)).toBe(30_000); // 21st would exceed
    expect(paceDelay({ limit: 100, remaining: 0, reset: now / 1000 - 1 }, 0.2, now)).toBe(0); // window over
    expect(paceDelay({ limit: 5, remaining: 5, reset }, 0.2, now)).toBe(0); // 1 of 5 allowed
    expect(paceDelay({ limit: 5, remaining: 4, reset }, 0.2, now)).toBe(30_000);
  });

  it("counts the paced calls still on their way", () => {
    expect(paceDelay({ limit: 100, remaining: 81, reset }, 0.2, now, 0)).toBe(0);
    expect(paceDelay({ limit: 100, remaining: 81, reset }, 0.2, now, 1)).toBe(30_000);
    expect(paceDelay({ limit: 100, remaining: 0, reset: now / 1000 - 1 }, 0.2, now, 5)).toBe(0);
  });
});

describe("paced", () => {
  const inWindow = (remaining: number) => ({ limit: 100, remaining, reset: Date.now() / 1000 + 30 });

  it("lets concurrent callers take the last slot once: the others wait for the window to turn over", async () => {
    const rateWindow = new RateWindow();
    rateWindow.record(inWindow(81)); // 19 used: one call left within a share of 0.2
    const waits: number[] = [];
    let sent = 0;
    const stop = new Error("waited");
    const wait = async (ms: number) => {
      waits.push(ms);
      throw stop;
    };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const calls = [1, 2, 3].map(() =>
      paced(
        { rateWindow },
        0.2,
        async () => {
          sent++;
          await held;
          return "answer";
        },
        wait,
      ),
    );
    const settled = Promise.allSettled(calls);
    release();
    const results = await settled;
    expect(sent).toBe(1);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected" && r.reason === stop)).toHaveLength(2);
    expect(waits).toHaveLength(2);
    expect(rateWindow.pacedInFlight).toBe(0);
  });

  it("frees the slot when the call fails", async () => {
    const rateWindow = new RateWindow();
    rateWindow.record(inWindow(81));
    await expect(paced({ rateWindow }, 0.2, () => Promise.reject(new Error("502")))).rejects.toThrow("502");
    expect(rateWindow.pacedInFlight).toBe(0);
    await expect(paced({ rateWindow }, 0.2, async () => "next")).resolves.toBe("next");
  });

  it("goes once the window it waited for has turned over", async () => {
    const rateWindow = new RateWindow();
    rateWindow.record({ limit: 100, remaining: 0, reset: Date.now() / 1000 + 0.05 });
    const waited: number[] = [];
    const wait = (ms: number) => {
      waited.push(ms);
      return new Promise<void>((r) => setTimeout(r, 60));
    };
    await expect(paced({ rateWindow }, 0.5, async () => "went", wait)).resolves.toBe("went");
    expect(waited).toEqual([250]);
  });
});

describe("the rate window", () => {
  it("keeps the answer that counted more calls when answers of one window arrive out of order", () => {
    const w = new RateWindow();
    w.record({ limit: 100, remaining: 40, reset: 1000 });
    w.record({ limit: 100, remaining: 45, reset: 1000 });
    expect(w.last?.remaining).toBe(40);
    w.record({ limit: 100, remaining: 99, reset: 1060 });
    expect(w.last).toEqual({ limit: 100, remaining: 99, reset: 1060 });
  });
});
