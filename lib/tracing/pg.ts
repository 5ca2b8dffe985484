import type pg from "pg";
import { startQuerySpan } from "./spans";
import { tracingOn } from "./state";

type Query = (...args: unknown[]) => unknown;

// Database spans: each query a connection of the pool runs inside a trace becomes a span named by its SQL verb
// (SELECT, INSERT, WITH…). Neither the statement nor its parameters are recorded: parameters are values (a
// webhook's secret, a token's hash), and a few statements are built with literals. Both ways a query is called
// are covered: with a promise (drizzle in a transaction) and with a callback (pg.Pool's own query).
export function traceQueries(pool: pg.Pool): void {
  if (!tracingOn()) return;
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as Query;
    client.query = ((...args: unknown[]) => {
      // A submittable (a cursor, a stream) is left alone: nothing here uses one.
      if (typeof (args[0] as { submit?: unknown } | null)?.submit === "function") return query(...args);
      const end = startQuerySpan(verbOf(args[0]));
      if (!end) return query(...args);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === "function") {
        args[last] = (err: unknown, res: unknown) => {
          end(err);
          (callback as (err: unknown, res: unknown) => void)(err, res);
        };
        return query(...args);
      }
      return (query(...args) as Promise<unknown>).then(
        (res) => {
          end();
          return res;
        },
        (err: unknown) => {
          end(err);
          throw err;
        },
      );
    }) as typeof client.query;
  });
}

function verbOf(statement: unknown): string {
  const text = typeof statement === "string" ? statement : (statement as { text?: unknown } | null)?.text;
  const verb = typeof text === "string" ? /^\s*([A-Za-z]+)/.exec(text)?.[1] : undefined;
  return verb ? verb.toUpperCase() : "QUERY";
}
