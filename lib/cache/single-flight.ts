// Identical reads that arrive while one is running share its outcome instead of each doing the work (request
// coalescing, as a CDN does for one URL). Nothing is kept once a run settles: this is not a cache, only a way
// for concurrent callers to wait together.
//
// `writeFinished()` is called when a write that could change what the reads see has finished: a read that
// starts after it never joins a run that began before it, so whoever wrote through this process reads their
// write. A write finished by ANOTHER process can be missed by a read joining a run that began up to one run's
// duration earlier (milliseconds): the read then answers what a read sent that much sooner would have.
// Used by the sandbox's list reads, the console's upstream GETs and its session look-ups.
export class SingleFlight<T> {
  private generation = 0;
  private readonly flights = new Map<string, { generation: number; outcome: Promise<T> }>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const flight = this.flights.get(key);
    if (flight && flight.generation === this.generation) return flight.outcome;
    const outcome = work().finally(() => {
      if (this.flights.get(key)?.outcome === outcome) this.flights.delete(key);
    });
    this.flights.set(key, { generation: this.generation, outcome });
    return outcome;
  }

  writeFinished(): void {
    this.generation++;
  }

  get inFlight(): number {
    return this.flights.size;
  }
}
