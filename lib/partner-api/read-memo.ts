// The last answer each GET got, as its text and as the reader read it: a list polled or opened by many people
// comes back byte for byte the same far more often than not, and reading it again (JSON.parse, the reader's
// zod pass over every record) and writing the read out again (lib/api/handler.ts writes each answer object out
// once) was a measurable share of the console's hop (issue 15). An answer whose text equals the last one of the
// same request is given the same read object; any other text is read afresh. Nothing is served from here without
// an upstream call: it only skips re-reading identical bytes, so it changes no answer's freshness. The read
// object is shared across calls, as a coalesced read already is across callers: read-only.
//
// Bounded by count and by the characters held (a read object takes a few times its text): a long answer (an
// export's 300-row page, read once) is never kept, so paging through a whole collection leaves nothing behind.
export class ReadMemo<T> {
  private readonly entries = new Map<string, { text: string; value: T }>();
  private chars = 0;

  constructor(
    private readonly max = 64,
    private readonly maxTextChars = 64_000,
    private readonly maxTotalChars = 1_000_000,
  ) {}

  // The read of `text`: the remembered one when the last answer of `key` had exactly this text, else `read`'s.
  read(key: string, text: string, read: () => T, keep: (value: T) => boolean): T {
    const last = this.entries.get(key);
    if (last && last.text === text) return last.value;
    const value = read();
    this.forget(key);
    if (text.length <= this.maxTextChars && keep(value)) {
      this.entries.set(key, { text, value }); // re-inserted at the end: the map's order is the order of use
      this.chars += text.length;
      for (const k of this.entries.keys()) {
        if (this.entries.size <= this.max && this.chars <= this.maxTotalChars) break;
        this.forget(k);
      }
    }
    return value;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.chars -= entry.text.length;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
