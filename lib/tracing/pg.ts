import type pg from "pg";
import { querySpan } from "./spans";
import { tracingOn } from "./state";

// Database spans: each query a connection of the pool runs inside a trace becomes a span named by its SQL verb
// (SELECT, INSERT, WITH…). Neither the statement nor its parameters are recorded: parameters are values (a
// webhook's secret, a token's hash), and a few statements are built with literals.
export function traceQueries(pool: pg.Pool): void {
  if (!tracingOn()) return;
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      // A callback or a submittable (a cursor) is left alone: drizzle passes neither.
      if (
        args.some((a) => typeof a === "function") ||
        typeof (args[0] as { submit?: unknown })?.submit === "function"
      )
        return query(...args);
      return querySpan(verbOf(args[0]), () => query(...args) as Promise<unknown>);
    }) as typeof client.query;
  });
}

function verbOf(statement: unknown): string {
  const text = typeof statement === "string" ? statement : (statement as { text?: unknown })?.text;
  const verb = typeof text === "string" ? /^\s*([A-Za-z]+)/.exec(text)?.[1] : undefined;
  return verb ? verb.toUpperCase() : "QUERY";
}
