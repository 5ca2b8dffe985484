import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import bans of eslint.config.mjs proved on deliberate violations: lib/sandbox's layers import only downward
// (issue 16, item 1) and lib/** never imports a browser query module, lib/<resource>/queries.ts (item 4). Each case lints a small
// file, never written to disk, at a path under the folder the rule guards, through the repo's own config.
const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;
// Loading the config (Next's and typescript-eslint's plugins) takes seconds on a busy machine: once, here.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText("export {};\n", { filePath: path.join(root, "lib/probe.ts") });
}, 60_000);

async function bans(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${specifier}";\nexport const y = x;\n`, {
    filePath: path.join(root, filePath),
  });
  expect(result?.fatalErrorCount).toBe(0);
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("lib/sandbox imports only downward", () => {
  it.each([
    ["lib/sandbox/core/probe.ts", "../resources/projects", "lib/sandbox/core may import only"],
    ["lib/sandbox/core/probe.ts", "@/lib/sandbox/http/errors", "lib/sandbox/core may import only"],
    ["lib/sandbox/core/db/probe.ts", "../../model/views", "lib/sandbox/core may import only"],
    ["lib/sandbox/model/probe.ts", "../delivery/engine", "lib/sandbox/model may import only"],
    ["lib/sandbox/delivery/probe.ts", "../resources/leads", "lib/sandbox/delivery may import only"],
    ["lib/sandbox/oauth/probe.ts", "../http/errors", "lib/sandbox/oauth may import only"],
    [
      "lib/sandbox/resources/probe.ts",
      "@/lib/sandbox/openapi/document",
      "lib/sandbox/resources may import only",
    ],
  ])("%s importing %s fails", async (file, specifier, message) => {
    const messages = await bans(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ["lib/sandbox/model/probe.ts", "../core/errors"],
    ["lib/sandbox/resources/probe.ts", "@/lib/sandbox/model/views"],
    ["lib/sandbox/http/probe.ts", "../delivery/engine"],
    ["lib/sandbox/seed/probe.ts", "../resources/projects"],
  ])("%s importing %s (downward) passes", async (file, specifier) => {
    expect(await bans(file, specifier)).toEqual([]);
  });
});

describe("lib/sandbox/delivery: queue and dispatch meet only in worker.ts", () => {
  it.each([
    ["lib/sandbox/delivery/queue/probe.ts", "../dispatch/send", "lib/sandbox/delivery/queue may not import"],
    [
      "lib/sandbox/delivery/queue/probe.ts",
      "@/lib/sandbox/delivery/read/stats",
      "lib/sandbox/delivery/queue may not",
    ],
    [
      "lib/sandbox/delivery/dispatch/probe.ts",
      "../queue/claim",
      "lib/sandbox/delivery/dispatch may not import",
    ],
    ["lib/sandbox/delivery/read/probe.ts", "../queue/engine-db", "lib/sandbox/delivery/read may not import"],
    ["lib/sandbox/delivery/read/probe.ts", "../dispatch/attempt", "lib/sandbox/delivery/read may not import"],
    ["lib/sandbox/delivery/record/probe.ts", "../queue/claim", "lib/sandbox/delivery/record may not import"],
    ["lib/sandbox/delivery/queue/probe.ts", "../worker", "may not import the delivery root"],
    [
      "lib/sandbox/delivery/dispatch/probe.ts",
      "@/lib/sandbox/delivery/start",
      "may not import the delivery root",
    ],
    ["lib/sandbox/delivery/queue/probe.ts", "../../resources/leads", "lib/sandbox/delivery may import only"],
  ])("%s importing %s fails", async (file, specifier, message) => {
    const messages = await bans(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ["lib/sandbox/delivery/queue/probe.ts", "../record/payload"],
    ["lib/sandbox/delivery/dispatch/probe.ts", "../record/classify"],
    ["lib/sandbox/delivery/read/probe.ts", "../../model/views"],
    ["lib/sandbox/delivery/queue/probe.ts", "../../core/db"],
    ["lib/sandbox/delivery/worker.ts", "./dispatch/attempt"],
    ["lib/sandbox/delivery/worker.ts", "./queue/claim"],
  ])("%s importing %s passes", async (file, specifier) => {
    expect(await bans(file, specifier)).toEqual([]);
  });
});

describe("lib/** does not import a browser query module", () => {
  it.each([
    ["lib/projects/server.ts", "./queries"],
    ["lib/projects/probe.ts", "@/lib/projects/queries"],
    ["lib/webhooks/server/probe.ts", "../queries"],
    ["lib/partner-api/probe.ts", "@/lib/leads/queries"],
    ["lib/sandbox/delivery/probe.ts", "@/lib/webhooks/queries"],
    ["lib/custom-fields/probe.ts", "@/lib/record-index/picker-queries"],
  ])("%s importing %s fails", async (file, specifier) => {
    const messages = await bans(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("lib/** must not import a browser query module");
  });

  it("the domain's own types pass; components and the query modules themselves may use them", async () => {
    expect(await bans("lib/projects/probe.ts", "@/lib/projects/types")).toEqual([]);
    expect(await bans("lib/record-index/probe.ts", "./query")).toEqual([]);
    expect(await bans("components/projects/probe.ts", "@/lib/projects/queries")).toEqual([]);
    expect(await bans("lib/record-index/queries.ts", "./picker-queries")).toEqual([]);
  });
});
