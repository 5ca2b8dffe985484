// Group commit for finished attempts: one is written at once when nothing is being written; those that finish
// while a batch is being written wait for it and go together in the next. The engine then writes one batch per
// database round trip instead of one statement and one commit per attempt, with no timer adding delay.
export class CompletionQueue<T, R> {
  private waiting: { item: T; resolve: (r: R | undefined) => void }[] = [];
  private writing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    // A batch that could not be written: its items resolve to undefined (their leases bring them back).
    private readonly onError: (err: unknown) => void,
  ) {}

  add(item: T): Promise<R | undefined> {
    return new Promise((resolve) => {
      this.waiting.push({ item, resolve });
      if (!this.writing) void this.drain();
    });
  }

  private async drain() {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        const results = await this.write(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(results[i]));
      } catch (err) {
        this.onError(err);
        for (const b of batch) b.resolve(undefined);
      }
    }
    this.writing = false;
  }
}
