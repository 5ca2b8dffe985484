// The import graph `npm run lint:graph` holds (issue 36): no cycles, no import back up a layer of lib/, and
// e2e/ and scripts/ apart (what both need lives in lib/dev/). tsPreCompilationDeps: a type-only import counts.

// lib/, bottom to top: a file may import its own layer and those below, never one above. A path is in the
// first layer whose pattern it matches ((?!…) keeps route modules out of their folder's layer).
const libLayers = [
  {
    // Pure vocabulary and plumbing with no say about partners, people or records.
    name: "foundations",
    path: [
      "^lib/partner-api/(contract|wire)/",
      "^lib/(format|inputs|http|cache|db|dev|tracing|metrics|lifecycle)/",
      "^lib/(utils|plural|csv|logger|index-order|api-client|query-client)(\\.test)?\\.ts$",
    ],
  },
  // The typed Partner API client: knows the contract, no cache of records, no index (observers register at boot).
  { name: "partner-api", path: ["^lib/partner-api/(?!contract/|wire/)"] },
  // lib/api's request vocabulary (error envelope, body and param parsing, origin), usable below the handler.
  {
    name: "request",
    path: ["^lib/api/(errors|read-json|params|origin|bounded-next-auth|targets)(\\.test)?\\.ts$"],
  },
  // Who is acting and what they did: sessions, permissions, the audit trail's writer and reader.
  { name: "identity-audit", path: ["^lib/(auth|audit-log)/", "^lib/audit\\.ts$"] },
  // Shared read models over the partner's records: the record index, the owner directory.
  { name: "read-models", path: ["^lib/record-index/(?!(routes|events)\\.ts$)", "^lib/owners/"] },
  // One folder per feature; they may use each other's types but nothing above.
  {
    name: "features",
    path: [
      "^lib/(projects|leads|webhooks|custom-fields|schedule|queries|users|bulk|saved-views|webhook-ops|workbench)/(?!routes\\.ts$)",
    ],
  },
  // The handler wrapper and the route bodies built on it; the index's webhook receiver (events.ts) is one too, and
  // marks the lead board's sums stale.
  {
    name: "handlers",
    path: [
      "^lib/api/(handler|record-routes)\\.ts$",
      "^lib/[^/]+/routes\\.ts$",
      "^lib/record-index/events\\.ts$",
    ],
  },
  // Server start: the one place that wires layers together (the index observing the client).
  { name: "boot", path: ["^lib/console-boot\\.ts$"] },
];

// lib/sandbox's folders, bottom to top (lib/sandbox/README.md, Layers); eslint.config.mjs reads the same list.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const sandboxLayers = require("./lib/sandbox/layers.json");

const either = (patterns) => patterns.join("|");
const upward = libLayers.slice(0, -1).map((layer, i) => ({
  name: `lib-layer-${layer.name}`,
  comment: `lib/ layer "${layer.name}" may not import the layers above it (${libLayers
    .slice(i + 1)
    .map((l) => l.name)
    .join(", ")}).`,
  severity: "error",
  // A test is no layer's dependency: it may check the layers above it together (lib/api/params.test.ts).
  from: { path: either(layer.path), pathNot: "\\.test\\.ts$" },
  to: { path: either(libLayers.slice(i + 1).flatMap((l) => l.path)) },
}));
const sandboxUpward = sandboxLayers.slice(0, -1).map((layer, i) => ({
  name: `sandbox-layer-${layer.join("-")}`,
  comment: `lib/sandbox/${layer.join(", ")} may not import the sandbox layers above it.`,
  severity: "error",
  from: { path: `^lib/sandbox/(${layer.join("|")})(/|\\.ts$)` },
  to: {
    path: `^lib/sandbox/(${sandboxLayers
      .slice(i + 1)
      .flat()
      .join("|")})(/|\\.ts$)`,
  },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle (type-only imports count): move the shared piece into the file that owns it.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: "sandbox-imports-foundations-only",
      comment: "lib/sandbox stands beside the console: outside itself it may import only lib/'s foundations.",
      severity: "error",
      from: { path: "^lib/sandbox/" },
      to: { path: "^lib/", pathNot: `^lib/sandbox/|${either(libLayers[0].path)}` },
    },
    ...sandboxUpward,
    {
      name: "dev-only-for-tests-and-scripts",
      comment:
        "lib/dev holds test and script helpers (a server launcher, sign-in): the app never imports them.",
      severity: "error",
      from: { path: "^(app|components|lib)/", pathNot: "^lib/dev/" },
      to: { path: "^lib/dev/" },
    },
    {
      name: "e2e-not-scripts",
      comment: "Tests do not import the repo's scripts: shared helpers live in lib/dev/.",
      severity: "error",
      from: { path: "^e2e/" },
      to: { path: "^scripts/" },
    },
    {
      name: "scripts-not-e2e",
      comment: "Scripts do not import the tests: shared helpers live in lib/dev/.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^e2e/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(\\.next|node_modules)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
