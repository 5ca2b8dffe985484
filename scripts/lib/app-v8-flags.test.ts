import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appV8Flags } from "./app-v8-flags";

const withServe = (serve: string | undefined) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-flags-"));
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ scripts: serve ? { serve } : {} }));
  return dir;
};

describe("appV8Flags", () => {
  it("reads the flags of the serve script before its first --import", () => {
    const root = withServe("exec node --a --b=1 --import ./x.mjs --import ./y.mjs serve.mjs");
    expect(appV8Flags(root)).toEqual(["--a", "--b=1"]);
  });

  it("is empty without a serve script", () => {
    expect(appV8Flags(withServe(undefined))).toEqual([]);
  });

  it("gives the launcher the repository's serve flags", () => {
    expect(appV8Flags(path.resolve(import.meta.dirname, "../.."))).toEqual([
      "--no-allocation-site-pretenuring",
      "--heap-growing-percent=50",
    ]);
  });
});
