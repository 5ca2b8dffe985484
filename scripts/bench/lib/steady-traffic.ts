// Steady console and partner-API traffic beside a bench's burst: a few clients each asking one list in a loop at
// a fixed pace, every answer noted with its time, so errors can be told apart by when they happened.
// status 0: no answer (connection error); `at` when it was sent, `end` when it was answered or failed.
export type Answer = { at: number; end: number; what: string; status: number };

export function steadyTraffic(
  url: string,
  clients: { what: string; path: string; headers: Record<string, string> }[],
  everyMs: number,
) {
  const answers: Answer[] = [];
  let running = true;
  const loops = clients.map(async (c) => {
    while (running) {
      const started = Date.now();
      let status = 0;
      try {
        const res = await fetch(`${url}${c.path}`, {
          headers: c.headers,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0;
      }
      answers.push({ at: started, end: Date.now(), what: c.what, status });
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (Date.now() - started))));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
