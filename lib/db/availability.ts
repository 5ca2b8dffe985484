// Whether this process last found PostgreSQL unreachable (a connection cut, a request failing on it). While it is,
// pages answer 503 at once (proxy.ts) instead of each failing with a 500, and at most one check a second asks
// PostgreSQL whether it is back; the first that answers ends it.
const CHECK_EVERY_MS = 1_000;
type Down = { lastCheck: number; checking?: Promise<boolean> };
const g = globalThis as unknown as { __pcDatabaseDown?: Down };

export function noteDatabaseDown(): void {
  g.__pcDatabaseDown ??= { lastCheck: 0 };
}

export const databaseDown = (): boolean => g.__pcDatabaseDown !== undefined;

export function databaseBack(check: () => Promise<unknown>, now = Date.now()): Promise<boolean> {
  const down = g.__pcDatabaseDown;
  if (!down) return Promise.resolve(true);
  if (down.checking) return down.checking;
  if (now - down.lastCheck < CHECK_EVERY_MS) return Promise.resolve(false);
  down.lastCheck = now;
  down.checking = check().then(
    () => {
      g.__pcDatabaseDown = undefined;
      return true;
    },
    () => false,
  );
  void down.checking.finally(() => (down.checking = undefined));
  return down.checking;
}
