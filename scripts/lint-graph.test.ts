import { execSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The path rules of .dependency-cruiser.cjs (npm run lint:graph) proved on sample imports, without a cruise: which
// rules an import from one file to another breaks. The cycle rule needs the graph and is left to lint:graph.
type PathRule = { path?: string; pathNot?: string };
type Rule = { name: string; from: PathRule; to: PathRule & { circular?: boolean } };
const root = path.resolve(import.meta.dirname, "..");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs")) as {
  forbidden: Rule[];
};

const matches = (p: PathRule, file: string) =>
  (p.path === undefined || new RegExp(p.path).test(file)) &&
  (p.pathNot === undefined || !new RegExp(p.pathNot).test(file));
const broken = (from: string, to: string) =>
  config.forbidden
    .filter((r) => !r.to.circular && matches(r.from, from) && matches(r.to, to))
    .map((r) => r.name);

describe("lint:graph's path rules", () => {
  it.each([
    ["lib/partner-api/index.ts", "lib/record-index/write-through.ts", "lib-layer-partner-api"],
    ["lib/partner-api/contract/index.ts", "lib/partner-api/client.ts", "lib-layer-foundations"],
    ["lib/http/forwarded.ts", "lib/auth/client-address.ts", "lib-layer-foundations"],
    ["lib/auth/options.ts", "lib/record-index/index.ts", "lib-layer-identity-audit"],
    ["lib/audit-log/target-names.ts", "lib/record-index/index.ts", "lib-layer-identity-audit"],
    ["lib/record-index/crawler.ts", "lib/leads/board-summary/store.ts", "lib-layer-read-models"],
    ["lib/record-index/store.ts", "lib/api/handler.ts", "lib-layer-read-models"],
    ["lib/webhooks/types.ts", "lib/schedule/routes.ts", "lib-layer-features"],
    ["lib/api/handler.ts", "lib/console-boot.ts", "lib-layer-handlers"],
    ["lib/sandbox/core/store.ts", "lib/sandbox/http/errors.ts", "sandbox-layer-core"],
    ["lib/sandbox/resources/projects.ts", "lib/sandbox/boot.ts", "sandbox-layer-resources-oauth-inspect"],
    ["lib/sandbox/http/dispatch.ts", "lib/auth/backoff.ts", "sandbox-imports-foundations-only"],
    ["components/ui/button.tsx", "lib/dev/server.ts", "dev-only-for-tests-and-scripts"],
    ["e2e/support/server.ts", "scripts/lib/free-port.ts", "e2e-not-scripts"],
    ["scripts/bench/scale.ts", "e2e/support/roles.ts", "scripts-not-e2e"],
  ])("%s importing %s breaks %s", (from, to, rule) => {
    expect(broken(from, to)).toEqual([rule]);
  });

  it.each([
    ["lib/record-index/routes.ts", "lib/api/handler.ts"],
    ["lib/record-index/events.ts", "lib/leads/board-summary/store.ts"],
    ["lib/console-boot.ts", "lib/record-index/write-through.ts"],
    ["lib/audit.ts", "lib/audit-log/bound.ts"],
    ["lib/sandbox/http/dispatch.ts", "lib/cache/single-flight.ts"],
    ["e2e/support/roles.ts", "lib/dev/roles.ts"],
    ["scripts/fuzz/run.ts", "lib/dev/fuzz/fuzz.ts"],
  ])("%s may import %s", (from, to) => {
    expect(broken(from, to)).toEqual([]);
  });

  // A new folder of lib/ must be given a layer, or the graph check would not see its imports go up.
  it("places every file of lib/ (outside lib/sandbox) in one layer", () => {
    const layerRules = config.forbidden.filter((r) => r.name.startsWith("lib-layer-"));
    const top = /^lib\/console-boot\.ts$/;
    const files = execSync("git ls-files lib", { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith("lib/sandbox/"));
    const misplaced = files.filter(
      (f) => layerRules.filter((r) => matches({ path: r.from.path }, f)).length !== (top.test(f) ? 0 : 1),
    );
    expect(misplaced).toEqual([]);
  });
});
