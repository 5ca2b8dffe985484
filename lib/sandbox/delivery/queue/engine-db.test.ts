import type pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";

const poolMax = (db: unknown) => (db as { $client: pg.Pool }).$client.options.max;

// The engine's pool is its own and sized in config; creating it opens no connection, so no database is needed.
describe("engineDb", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete (globalThis as { __pcEngineDb?: unknown }).__pcEngineDb;
    vi.resetModules();
  });

  it("sizes the engine pool by SANDBOX_ENGINE_POOL_MAX", async () => {
    vi.stubEnv("SANDBOX_ENGINE_POOL_MAX", "3");
    const { engineDb } = await import("./engine-db");
    expect(poolMax(engineDb())).toBe(3);
  });

  it("defaults to 10 connections", async () => {
    const { engineDb } = await import("./engine-db");
    expect(poolMax(engineDb())).toBe(10);
  });
});
