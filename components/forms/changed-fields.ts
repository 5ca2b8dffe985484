// An edit sends only what changed: no spurious "updated" events, no overwrite of someone else's change.
// Addresses go as the whole list when any row changed, so the API's addresses.N paths still match the rows.
export function changedFields<T extends object>(next: T, base: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(base[key])) out[key] = next[key];
  }
  return out;
}
