// Checks made before anything starts, so that a start that cannot succeed says why in one paragraph.
import net from "node:net";
import pg from "pg";
import { StartError } from "./start-error";

export function parsePort(raw: string | undefined): number {
  const port = Number(raw ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StartError(`PORT must be a whole number from 1 to 65535 (it is "${raw}").`);
  return port;
}

export async function assertPortFree(host: string, port: number): Promise<void> {
  const problem = await new Promise<string | undefined>((resolve) => {
    const srv = net.createServer();
    srv.once("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    srv.listen(port, host, () => srv.close(() => resolve(undefined)));
  });
  if (!problem) return;
  const next = port === 65535 ? 3001 : port + 1;
  if (problem === "EADDRINUSE")
    throw new StartError(`port ${port} is in use; stop what uses it or run \`PORT=${next} npm start\``);
  if (problem === "EACCES")
    throw new StartError(
      `port ${port} needs privileges this user does not have; run \`PORT=3000 npm start\` or another port above 1023`,
    );
  if (problem === "EADDRNOTAVAIL" || problem === "ENOTFOUND")
    throw new StartError(`HOST ${host} is not an address of this machine; unset HOST to serve on 127.0.0.1`);
  throw new StartError(`cannot listen on ${host}:${port} (${problem}); choose another PORT or HOST`);
}

// The address without its password, for messages.
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(not a URL)";
  }
}

export async function assertDatabaseReachable(url: string, dataDir: string): Promise<void> {
  const shown = redactUrl(url);
  if (!/^postgres(ql)?:\/\//.test(url) || shown === "(not a URL)")
    throw new StartError(
      `DATABASE_URL is not a PostgreSQL address (expected postgres://user:password@host:port/database). Correct it, or unset it to use the embedded PostgreSQL in ${dataDir}.`,
    );
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (err) {
    const reason =
      (err as Error).message.split("\n")[0] || (err as NodeJS.ErrnoException).code || "no answer";
    throw new StartError(
      `cannot reach the database in DATABASE_URL (${shown}): ${reason}. Start that server or correct DATABASE_URL, or unset DATABASE_URL to use the embedded PostgreSQL in ${dataDir}.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
