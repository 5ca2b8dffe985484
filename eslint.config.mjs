import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The console may reach the sandbox only over HTTP, like any real API; only the sandbox's own
// routes (app/sandbox/**), the server boot (instrumentation.ts) and its CLIs import lib/sandbox.
const sandboxImportBan = {
  patterns: [
    {
      group: ["@/lib/sandbox", "@/lib/sandbox/*", "**/lib/sandbox", "**/lib/sandbox/*"],
      message: "Console code reaches the sandbox only over HTTP (see README, Architecture).",
    },
  ],
};

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
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["app/sandbox/**", "lib/sandbox/**"],
    rules: { "no-restricted-imports": ["error", sandboxImportBan] },
  },
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
