// The in-page half every page bench shares, as plain JavaScript source: functions handed to Playwright are
// serialised, and tsx's transform would leave helpers in them that the page lacks. Installed with addInitScript,
// so it runs in every document before the app's own scripts: the long-task observer sees the whole load, and the
// page's readiness is polled from its first animation frame.
//
// The probe sets window[key] to `{ longTasksObserved, interactive(quietMs, timeoutMs), ...members }`, where
// `interactive` waits for the first frame in which `ready()` holds (readyAt), then for the end of the last long
// task before a quiet window of quietMs with none (interactiveAt), and answers with both, the long tasks before
// interactiveAt, their blocking time, and whatever `details()` adds. A bench's own source (`body`, `members`) may
// use `longTasks`, `keep(entries)`, `observer`, `frame()` and `sleep(ms)`.

// What `interactive` answers; times are performance.now() of the page, ms from its navigation start.
export type PageLoad = {
  readyAt: number;
  interactiveAt: number;
  longTasks: number; // long tasks (≥ 50 ms) before interactiveAt
  blockingMs: number; // their time past 50 ms each (total blocking time, navigation start → interactive)
};
export type PageProbe<D> = {
  longTasksObserved: boolean;
  interactive(quietMs: number, timeoutMs: number): Promise<(PageLoad & D) | { timedOut: string }>;
};

export function pageProbe(p: {
  key: string; // the window property of this bench's probe
  path: RegExp; // the documents it is installed in (location.pathname)
  body: string; // the bench's own helpers: statements run once per document
  ready: string; // an expression: a function answering whether the page is ready
  notReady: string; // what a timeout says before the page's text
  details: string; // an expression: a function answering what to add to the result
  members: string; // the bench's own members of window[key], as object-literal source
}): string {
  return String.raw`(() => {
  if (window.${p.key} || !${p.path.toString()}.test(location.pathname)) return;
  const longTasks = [];
  const observed =
    typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("longtask");
  const keep = (entries) => {
    for (const e of entries) longTasks.push({ start: e.startTime, end: e.startTime + e.duration, duration: e.duration });
  };
  const observer = observed ? new PerformanceObserver((list) => keep(list.getEntries())) : null;
  observer?.observe({ type: "longtask", buffered: true });
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  ${p.body}
  const isReady = ${p.ready};
  const details = ${p.details};
  const ready = (async () => {
    for (;;) {
      const at = await frame();
      if (isReady()) return at;
      if (at > 120000) return null;
    }
  })();
  window.${p.key} = {
    longTasksObserved: observed,
    interactive: async (quietMs, timeoutMs) => {
      const deadline = performance.now() + timeoutMs;
      const readyAt = await Promise.race([ready, sleep(timeoutMs).then(() => null)]);
      if (readyAt === null)
        return { timedOut: ${JSON.stringify(p.notReady + ": ")} + (document.body?.innerText ?? "").replace(/\s+/g, " ").slice(0, 300) };
      let since = readyAt;
      for (;;) {
        if (observer) keep(observer.takeRecords());
        for (const t of longTasks) since = Math.max(since, t.end);
        const now = performance.now();
        if (now - since >= quietMs) break;
        if (now > deadline) return { timedOut: "the main thread was not idle for " + quietMs + " ms" };
        await sleep(since + quietMs - now);
      }
      const before = longTasks.filter((t) => t.start < since);
      return {
        readyAt,
        interactiveAt: since,
        longTasks: before.length,
        blockingMs: before.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        ...details(),
      };
    },
    ${p.members}
  };
})();`;
}
