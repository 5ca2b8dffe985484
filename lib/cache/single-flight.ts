// Identical reads that arrive while one is running share its outcome instead of each doing the work (request
// coalescing, as a CDN does for one URL). Nothing is kept once a run settles: this is not a cache, only a way
// for concurrent callers to wait together.
//
// `writeFinished()` is called when a write that could change what the reads see has finished: a read that
// starts after it never joins a run that began before it, so whoever wrote through this process reads their
// write. A write finished by ANOTHER process can be missed by a read joining a run that began up to one run's
// duration earlier (milliseconds): the read then answers what a read sent that much sooner would have.
// Used by the sandbox's list reads, the console's upstream GETs and session reads, and the record index's board sums.
type Flight<T> = { generation: number; outcome: Promise<T>; waiters: number; stop: AbortController };

export class SingleFlight<T> {
  private generation = 0;
  private readonly flights = new Map<string, Flight<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    return this.join(key, work);
  }

  // As run, for callers that may go away: each caller's signal ends only its own wait (rejecting with the
  // signal's reason); the shared work's own signal aborts once every caller has gone, so nobody's answer is
  // cut short and a call nobody waits for any more stops. A caller without a signal always waits to the end.
  join(key: string, work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    let flight = this.flights.get(key);
    if (!flight || flight.generation !== this.generation) {
      const stop = new AbortController();
      const outcome = work(stop.signal).finally(() => {
        if (this.flights.get(key)?.outcome === outcome) this.flights.delete(key);
      });
      flight = { generation: this.generation, outcome, waiters: 0, stop };
      this.flights.set(key, flight);
    }
    return signal
      ? this.waitUntilAborted(key, flight, signal)
      : ((flight.waiters = Infinity), flight.outcome);
  }

  private waitUntilAborted(key: string, flight: Flight<T>, signal: AbortSignal): Promise<T> {
    flight.waiters++;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        reject(signal.reason as Error);
        if (--flight.waiters > 0) return;
        // Nobody waits any more: stop the work, and let a later caller start afresh rather than join it.
        if (this.flights.get(key) === flight) this.flights.delete(key);
        flight.stop.abort(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      flight.outcome.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
    });
  }

  writeFinished(): void {
    this.generation++;
  }

  get inFlight(): number {
    return this.flights.size;
  }
}
