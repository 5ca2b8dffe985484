// The records a bulk job finished in each of the sandbox's rate-limit windows (fixed clock minutes), from samples of
// its progress: a window's count is the progress at its last sample less the progress at the last sample of the
// window before. Pure (scripts/bench/bulk.ts; unit-tested).
export type Sample = { at: number; done: number };

export function perWindow(samples: Sample[], windowMs = 60_000): { start: number; records: number }[] {
  const out: { start: number; records: number }[] = [];
  let before = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    const next = samples[i + 1];
    const start = s.at - (s.at % windowMs);
    if (next && next.at - (next.at % windowMs) === start) continue;
    out.push({ start, records: s.done - before });
    before = s.done;
  }
  return out;
}
