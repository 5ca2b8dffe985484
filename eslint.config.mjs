import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import sandboxLayers from "./lib/sandbox/layers.json" with { type: "json" };

// The console may reach the sandbox only over HTTP, like any real API; only the sandbox's own
// routes (app/sandbox/**), the server boot (instrumentation.ts) and its CLIs import lib/sandbox.
const sandboxImportBan = {
  group: ["@/lib/sandbox", "@/lib/sandbox/*", "**/lib/sandbox", "**/lib/sandbox/*"],
  message: "Console code reaches the sandbox only over HTTP (see README, Architecture).",
};

// A resource's queries.ts (and the record index's picker-queries.ts) is the browser's fetch layer: React Query
// options over the console's routes. It sits on top of lib/, never under it: server code, the partner-API client
// and the sandbox never import one. Domain types live beside their domain (lib/projects/types.ts).
// A relative path counts too (`./queries` from lib/projects/server.ts): scripts/lint-rules.test.ts proves every form.
const queryModules = ["lib/**/queries.ts", "lib/**/*-queries.ts"];
const queriesImportBan = {
  regex: "(^|/)([\\w-]+-)?queries$",
  message:
    "lib/** must not import a browser query module (lib/<resource>/queries.ts): import the domain type from its domain.",
};

// lib/sandbox flows one way, each folder importing only the ones below it (lib/sandbox/README.md, Layers; mirrored
// in .dependency-cruiser.cjs, whose graph check also sees import()):
// core (config, store, errors, events, principal, targets) <- model (views, addresses, references, webhook-url)
// <- delivery (the engine) <- resources, oauth (API handlers, token issuer) <- http (dispatch, rate limits)
// <- openapi, seed, boot (lib/sandbox/layers.json). A folder's ban names every folder above it.
const upwardBan = (layer) => {
  const above = sandboxLayers.slice(sandboxLayers.findIndex((l) => l.includes(layer)) + 1).flat();
  const names = above.join("|");
  return {
    regex: `^((\\.\\./)+|@/lib/sandbox/)(${names})(/|$)`,
    message: `lib/sandbox/${layer} may import only the layers below it, never ${above.join(", ")}.`,
  };
};

// Inside delivery/: queue/ and dispatch/ never import each other (worker.ts joins them), read/ imports neither,
// record/ (the vocabulary all three share) imports none of them, and nothing below delivery/ imports its root.
const deliveryRoot = (folder) => ({
  regex: "^(\\.\\./|@/lib/sandbox/delivery/)(worker|start|test-send|slots|completion-queue)$",
  message: `lib/sandbox/delivery/${folder} may not import the delivery root (worker.ts and what only it uses).`,
});
const deliveryBan = (folder, banned) => ({
  regex: `^((\\.\\./)+(delivery/)?|@/lib/sandbox/delivery/)(${banned.join("|")})(/|$)`,
  message: `lib/sandbox/delivery/${folder} may not import delivery/${banned.join(", delivery/")}; worker.ts joins them.`,
});
const deliveryFolders = {
  queue: ["dispatch", "read"],
  dispatch: ["queue", "read"],
  read: ["queue", "dispatch"],
  record: ["queue", "dispatch", "read"],
};

// One no-restricted-imports per file: flat config replaces a rule's options rather than merging them, so each
// block names every ban that applies to its files.
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

const config = [
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".data/**",
      "node_modules/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    files: ["app/**", "components/**"],
    ignores: ["app/sandbox/**"],
    rules: restrict(sandboxImportBan),
  },
  {
    files: ["lib/**"],
    ignores: ["lib/sandbox/**", ...queryModules],
    rules: restrict(sandboxImportBan, queriesImportBan),
  },
  {
    files: ["lib/sandbox/**"],
    rules: restrict(queriesImportBan),
  },
  ...sandboxLayers.flat().map((layer) => ({
    files: [`lib/sandbox/${layer}/**`],
    rules: restrict(queriesImportBan, upwardBan(layer)),
  })),
  ...Object.entries(deliveryFolders).map(([folder, banned]) => ({
    files: [`lib/sandbox/delivery/${folder}/**`],
    rules: restrict(
      queriesImportBan,
      upwardBan("delivery"),
      deliveryBan(folder, banned),
      deliveryRoot(folder),
    ),
  })),
  {
    // The contract is shared by both halves: it may depend on zod alone.
    files: ["lib/partner-api/contract/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!zod$|zod/|\\./|\\.\\./).*", message: "The contract imports only zod." }] },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
