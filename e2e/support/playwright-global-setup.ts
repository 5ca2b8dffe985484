import { startServer } from "../../lib/dev/server";

// Starts one app server for the browser tests and hands its address to every test through E2E_BASE_URL.
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  // Tests that add users with the CLI share the server's embedded PostgreSQL through its data directory.
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => server.stop();
}
