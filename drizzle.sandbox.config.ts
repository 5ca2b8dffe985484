import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/sandbox/core/db/schema.ts",
  out: "./drizzle/sandbox",
  schemaFilter: ["sandbox"],
});
