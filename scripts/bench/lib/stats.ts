// The p-th percentile (nearest rank) of sorted values; NaN for none.
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const sortedOf = (values: Iterable<number>) => Float64Array.from(values).sort();
