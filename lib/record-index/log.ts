// What a failure of the index's background work logs: the database's or the API's reason, never the statement
// and its parameters (a failed batch upsert would print every row it carried).
export function reasonOf(err: unknown): string {
  const e = err as { cause?: { message?: string }; message?: string } | undefined;
  return (e?.cause?.message ?? e?.message ?? String(err)).slice(0, 500);
}
