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
});
