import { describe, expect, it } from "vitest";
import { readQuery } from "./query";

describe("readQuery", () => {
  it("reads one value per name", () => {
    expect(readQuery(new URLSearchParams("limit=5&statusId=1,2"))).toEqual({
      ok: true,
      query: { limit: "5", statusId: "1,2" },
    });
  });

  it.each(["statusId=1&statusId=2", "statusId[]=1", "statusId[0]=1", "a]=1", "limit=1&limit=1"])(
    "refuses %s, naming the parameter",
    (qs) => {
      const r = readQuery(new URLSearchParams(qs));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problem.path).toMatch(/^(statusId|limit|a\])$/);
    },
  );
});
