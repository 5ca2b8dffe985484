// Whether an error means PostgreSQL cannot be reached right now (stopped, restarting, the network cut), as
// opposed to a bug or a bad statement: such requests answer 503 and are worth retrying, never a 500.
const NETWORK = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);
// SQLSTATE class 08 (connection exception) and 57P01-57P03 (shut down by an administrator, crash, starting).
const SQLSTATE = /^(08...|57P0[1-3])$/;
const MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "the database system is",
];

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; an AggregateError (a dual-stack connect) holds several.
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | undefined,
      depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === "string" ? e.code : "";
    if (NETWORK.has(code) || SQLSTATE.test(code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (MESSAGES.some((m) => message.includes(m))) return true;
    if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
