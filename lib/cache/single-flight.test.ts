import { describe, expect, it } from "vitest";
import { SingleFlight } from "./single-flight";

function deferred() {
  let resolve!: (v: string) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("single flight", () => {
  it("shares one run among identical reads that arrive while it runs, and forgets it once settled", async () => {
    const flights = new SingleFlight<string>();
    const d = deferred();
    let runs = 0;
    const run = () => {
      runs++;
      return d.promise;
    };
    const a = flights.run("k1", run);
    const b = flights.run("k1", run);
    expect(runs).toBe(1);
    d.resolve("body");
    expect(await Promise.all([a, b])).toEqual(["body", "body"]);
    expect(flights.inFlight).toBe(0);
    await flights.run("k1", async () => {
      runs++;
      return "again";
    });
    expect(runs).toBe(2);
  });

  it("never joins a run that began before a write finished", async () => {
    const flights = new SingleFlight<string>();
    const first = deferred();
    const a = flights.run("k2", () => first.promise);
    flights.writeFinished();
    const b = flights.run("k2", async () => "after the write");
    first.resolve("before the write");
    expect(await a).toBe("before the write");
    expect(await b).toBe("after the write");
  });

  it("keeps different keys apart and fails every joiner of a failed run", async () => {
    const flights = new SingleFlight<string>();
    const d = deferred();
    const a = flights.run("k3", () => d.promise);
    const b = flights.run("k3", () => Promise.resolve("unused"));
    const other = flights.run("k4", async () => "other");
    d.reject(new Error("store down"));
    await expect(a).rejects.toThrow("store down");
    await expect(b).rejects.toThrow("store down");
    expect(await other).toBe("other");
    expect(flights.inFlight).toBe(0);
  });

  it("ends only an aborted caller's wait, and stops the work once every caller has gone", async () => {
    const flights = new SingleFlight<string>();
    const d = deferred();
    let workSignal: AbortSignal | undefined;
    const work = (signal: AbortSignal) => ((workSignal = signal), d.promise);
    const a = new AbortController();
    const b = new AbortController();
    const first = flights.join("k5", work, a.signal);
    const second = flights.join("k5", work, b.signal);
    a.abort(new Error("a left"));
    await expect(first).rejects.toThrow("a left");
    expect(workSignal?.aborted).toBe(false);
    b.abort(new Error("b left"));
    await expect(second).rejects.toThrow("b left");
    expect(workSignal?.aborted).toBe(true);
    // A caller arriving after everyone left starts afresh instead of joining the stopped work.
    expect(flights.inFlight).toBe(0);
    expect(await flights.join("k5", async () => "fresh", new AbortController().signal)).toBe("fresh");
    d.resolve("late");
  });

  it("never stops work a caller without a signal waits for", async () => {
    const flights = new SingleFlight<string>();
    const d = deferred();
    let workSignal: AbortSignal | undefined;
    const a = new AbortController();
    const aborted = flights.join("k6", (s) => ((workSignal = s), d.promise), a.signal);
    const plain = flights.run("k6", () => Promise.resolve("unused"));
    a.abort(new Error("gone"));
    await expect(aborted).rejects.toThrow("gone");
    expect(workSignal?.aborted).toBe(false);
    d.resolve("answer");
    expect(await plain).toBe("answer");
  });
});
