// A process's attempt slots: at most `size` attempts run at once. A claim or a fan-out first reserves the free
// slots it may fill (so two of them under way never count the same free slot), then fills them with what it
// claimed and gives the rest back; a running attempt holds its slot until its outcome is recorded.
export class Slots {
  private running = 0;
  private reserved = 0;

  constructor(private readonly size: number) {}

  // Up to n of the free slots, promised to the caller until it settles them.
  reserve(n: number): number {
    const k = Math.max(0, Math.min(n, this.size - this.running - this.reserved));
    this.reserved += k;
    return k;
  }

  // Of the `reserved` slots, `filled` (never more) now hold attempts; the others are free again.
  settle(reserved: number, filled: number): void {
    this.reserved -= reserved;
    this.running += filled;
  }

  // An attempt's outcome is recorded (or it gave up): its slot is free.
  free(): void {
    this.running--;
  }
}
