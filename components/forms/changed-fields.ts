// An edit sends only what changed: no spurious "updated" events for untouched fields, and a field someone else
// changed in the meantime is not overwritten with this form's stale copy. Addresses go as the whole list when any
// row changed, so the API's error paths (addresses.N.…) still point at the form's rows.
export function changedFields<T extends object>(next: T, base: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(base[key])) out[key] = next[key];
  }
  return out;
}
