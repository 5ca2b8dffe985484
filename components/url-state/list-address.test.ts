import { describe, expect, it } from "vitest";
import { listAddress, rememberScript } from "@/components/url-state/list-address";

describe("listAddress", () => {
  it("keeps the query but not a refusal notice", () => {
    const params = new URLSearchParams("archived=all&refused=admin&page=2&size=50");
    expect(listAddress("/projects", params)).toBe("/projects?archived=all&page=2&size=50");
    expect(listAddress("/projects", new URLSearchParams("refused=x"))).toBe("/projects");
  });
});

describe("rememberScript", () => {
  const run = (script: string) => {
    const store = new Map<string, string>();
    const sessionStorage = { setItem: (k: string, v: string) => store.set(k, v) };
    new Function("sessionStorage", script)(sessionStorage);
    return store;
  };

  it("stores the address under the list's key", () => {
    const store = run(rememberScript("/leads", new URLSearchParams("view=table&q=okafor")));
    expect([...store]).toEqual([["pc:list:/leads", "/leads?view=table&q=okafor"]]);
  });

  it("cannot end the script element or break its line, whatever the query holds", () => {
    const hostile = "</script><script>alert(1)</script>\u2028&<!--";
    const params = new URLSearchParams();
    params.set("q", hostile);
    params.set("x", "\u2029");
    const script = rememberScript("/projects", params);
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(run(script).get("pc:list:/projects")).toBe(listAddress("/projects", params));
  });
});
