import pg from "pg";

// Tables that change by design while requests are refused: rate and usage counters, the console's audit log
// (failed mutations are recorded), sessions, sign-in and token-endpoint throttling and security events; the
// board's summaries, a cache of API reads that a valid read of the board may (re)compute; and the sandbox's request
// inspector, which records refused requests too.
const CHANGING =
  /rate|audit|session|login|token_failures|throttle|security|attempt_log|board_summaries|workbench_requests/;

// A checksum of every row of every table in the sandbox's and the console's schemas (but CHANGING), per table,
// so a changed table can be named.
export async function snapshot(databaseUrl: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ s: string; t: string }>(
      `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
       WHERE table_schema IN ('sandbox', 'console') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    );
    const sums = new Map<string, string>();
    for (const { s, t } of rows) {
      if (CHANGING.test(t)) continue;
      const q = `SELECT count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS sum
                 FROM "${s}"."${t}" x`;
      sums.set(`${s}.${t}`, (await client.query<{ sum: string }>(q)).rows[0]!.sum);
    }
    return sums;
  } finally {
    await client.end();
  }
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n));
}
