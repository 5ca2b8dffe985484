import { describe, expect, it } from "vitest";
import { databaseBack, databaseDown, noteDatabaseDown } from "./availability";

describe("database availability", () => {
  it("is up until noted down, then checks at most once a second until a check succeeds", async () => {
    expect(databaseDown()).toBe(false);
    expect(await databaseBack(() => Promise.reject(new Error("never called")))).toBe(true);
    noteDatabaseDown();
    expect(databaseDown()).toBe(true);
    let checks = 0;
    const failing = () => (checks++, Promise.reject(new Error("ECONNREFUSED")));
    expect(await databaseBack(failing, 10_000)).toBe(false);
    expect(await databaseBack(failing, 10_500)).toBe(false);
    expect(checks).toBe(1);
    const [one, two] = [
      databaseBack(() => (checks++, Promise.resolve()), 11_000),
      databaseBack(failing, 11_000),
    ];
    expect(await one).toBe(true);
    expect(await two).toBe(true);
    expect(checks).toBe(2);
    expect(databaseDown()).toBe(false);
  });
});
