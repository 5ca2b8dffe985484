// PostgreSQL's percentile_cont over values given as a histogram (each distinct value, ascending, and how many
// times it occurs), computed as PostgreSQL computes it (the same float arithmetic), so an answer read from the
// roll-ups equals one computed over the raw rows. Null when there are none.
export function percentileCont(h: { values: number[]; counts: number[] }, fraction: number): number | null {
  const n = h.counts.reduce((a, b) => a + b, 0);
  if (n === 0) return null;
  const position = fraction * (n - 1);
  const firstRow = Math.floor(position);
  const first = valueAt(h, firstRow);
  const second = valueAt(h, Math.ceil(position));
  return first + (second - first) * (position - firstRow);
}

// The value at a 0-based position in the sorted list the histogram stands for.
function valueAt(h: { values: number[]; counts: number[] }, index: number): number {
  let seen = 0;
  for (let i = 0; i < h.values.length; i++) {
    seen += h.counts[i] ?? 0;
    if (index < seen) return h.values[i]!;
  }
  throw new Error(`no value at position ${index}`);
}
