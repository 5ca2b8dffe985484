// Runs a task, never two at once: kicks while it runs make it run once more afterwards, however many came. A
// failure is reported and ends the round; the next kick (a poll at the latest) tries again.
export class Rerun {
  private running = false;
  private again = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  get busy(): boolean {
    return this.running;
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  }

  private async run() {
    this.running = true;
    try {
      do {
        this.again = false;
        await this.task();
      } while (this.again);
    } catch (err) {
      this.onError(err);
    } finally {
      this.running = false;
    }
  }
}
