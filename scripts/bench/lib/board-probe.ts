import type { Page } from "@playwright/test";

// What the in-page probe reports. Times are performance.now() of the page: milliseconds from its navigation start.
export type BoardColumn = { id: number; name: string };
export type Interactive = {
  readyAt: number; // the first animation frame in which every column showed its count and a drag handle was there
  interactiveAt: number; // then the end of the last long task before a quiet window with none
  longTasks: number; // long tasks (≥ 50 ms) before interactiveAt
  blockingMs: number; // their time past 50 ms each (total blocking time, navigation start → interactive)
  columns: BoardColumn[];
  leads: number; // the columns' counts added up
  cards: number; // the cards in the DOM (the columns are virtualised)
};
export type DropTiming = {
  drop: number | null; // the pointerup, in a capture-phase listener on window (before dnd-kit's own)
  rendered: number | null; // the card in the target column's DOM, from a MutationObserver on that column
  frames: number; // animation frames that began after the drop and before the card was there
};
type Probe = {
  longTasksObserved: boolean;
  interactive(quietMs: number, timeoutMs: number): Promise<Interactive | { timedOut: string }>;
  armDrop(leadId: number, phaseId: number): string | null;
  dropResult(timeoutMs: number): Promise<DropTiming>;
  reveal(phaseId: number, leadId: number): Promise<boolean>;
  showColumn(phaseId: number): Promise<void>;
  toTop(phaseId: number): void;
  frames(n: number): Promise<void>;
};
declare global {
  interface Window {
    __leadsBench: Probe;
  }
}

// Installed with addInitScript, so it runs in every document before the app's own scripts: the long-task observer
// sees the whole load, and the board is polled from the first frame. Plain JavaScript in a string: functions
// handed to Playwright are serialised, and tsx's transform would leave helpers in them that the page lacks.
export const BOARD_PROBE = String.raw`(() => {
  if (window.__leadsBench || location.pathname !== "/leads") return;
  const longTasks = [];
  const observed =
    typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("longtask");
  const keep = (entries) => {
    for (const e of entries) longTasks.push({ start: e.startTime, end: e.startTime + e.duration, duration: e.duration });
  };
  const observer = observed ? new PerformanceObserver((list) => keep(list.getEntries())) : null;
  observer?.observe({ type: "longtask", buffered: true });
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const column = (phaseId) => document.querySelector('section[data-phase-id="' + phaseId + '"]');
  const cardSelector = (leadId) => 'article[data-lead-id="' + leadId + '"]';

  // Every column shows its count (not "Loading…") and at least one card has its drag handle.
  const board = () => {
    const sections = [...document.querySelectorAll("section[data-phase-id]")];
    if (sections.length === 0) return null;
    let leads = 0;
    for (const s of sections) {
      const count = s.querySelector('[data-testid="column-count"]');
      if (!count) return null;
      leads += Number(count.textContent);
    }
    if (!document.querySelector('section[data-phase-id] button[aria-label^="Drag "]')) return null;
    return {
      columns: sections.map((s) => ({ id: Number(s.dataset.phaseId), name: s.querySelector("h2")?.textContent ?? "" })),
      leads,
      cards: document.querySelectorAll("section[data-phase-id] article[data-lead-id]").length,
    };
  };

  // Polled from the document's first frame, whenever the bench asks.
  const ready = (async () => {
    for (;;) {
      const at = await frame();
      if (board()) return at;
      if (at > 120000) return null;
    }
  })();

  let pending = null;
  window.__leadsBench = {
    longTasksObserved: observed,
    interactive: async (quietMs, timeoutMs) => {
      const deadline = performance.now() + timeoutMs;
      const readyAt = await Promise.race([ready, sleep(timeoutMs).then(() => null)]);
      if (readyAt === null)
        return { timedOut: "the board was not ready: " + (document.body?.innerText ?? "").replace(/\s+/g, " ").slice(0, 300) };
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
        ...board(),
      };
    },
    armDrop: (leadId, phaseId) => {
      const target = column(phaseId);
      if (!target) return "there is no column " + phaseId;
      if (target.querySelector(cardSelector(leadId))) return "lead " + leadId + " is already in column " + phaseId;
      const timing = { drop: null, rendered: null, frames: 0 };
      let settle;
      const done = new Promise((r) => (settle = r));
      const check = () => {
        if (timing.drop === null || timing.rendered !== null || !target.querySelector(cardSelector(leadId))) return;
        timing.rendered = performance.now();
        settle();
      };
      const mutations = new MutationObserver(check);
      mutations.observe(target, { childList: true, subtree: true });
      const onUp = () => {
        timing.drop = performance.now();
        check();
      };
      window.addEventListener("pointerup", onUp, { capture: true, once: true });
      const tick = () => {
        if (timing.rendered !== null || pending?.timing !== timing) return;
        if (timing.drop !== null) timing.frames++;
        requestAnimationFrame(tick);
      };
      const stop = () => {
        mutations.disconnect();
        window.removeEventListener("pointerup", onUp, { capture: true });
        pending = null;
      };
      pending = { timing, done, stop };
      requestAnimationFrame(tick);
      return null;
    },
    dropResult: async (timeoutMs) => {
      const { timing, done, stop } = pending;
      await Promise.race([done, sleep(timeoutMs)]);
      stop();
      return timing;
    },
    reveal: async (phaseId, leadId) => {
      const list = column(phaseId)?.querySelector('[role="list"]');
      if (!list) return false;
      list.scrollTop = 0;
      for (;;) {
        await frame();
        await frame();
        const card = list.querySelector(cardSelector(leadId));
        if (card) {
          card.scrollIntoView({ block: "nearest", inline: "nearest" });
          await frame();
          await frame();
          return true;
        }
        if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) return false;
        list.scrollTop += Math.max(100, Math.floor(list.clientHeight * 0.8));
      }
    },
    showColumn: async (phaseId) => {
      column(phaseId)?.scrollIntoView({ block: "nearest", inline: "center" });
      await frame();
      await frame();
    },
    toTop: (phaseId) => {
      const list = column(phaseId)?.querySelector('[role="list"]');
      if (list) list.scrollTop = 0;
    },
    frames: async (n) => {
      for (let i = 0; i < n; i++) await frame();
    },
  };
})();`;

export const probe = (page: Page) => ({
  interactive: (quietMs: number, timeoutMs: number) =>
    page.evaluate(([q, t]) => window.__leadsBench.interactive(q, t), [quietMs, timeoutMs] as const),
  longTasksObserved: () => page.evaluate(() => window.__leadsBench.longTasksObserved),
  armDrop: (leadId: number, phaseId: number) =>
    page.evaluate(([l, p]) => window.__leadsBench.armDrop(l, p), [leadId, phaseId] as const),
  dropResult: (timeoutMs: number) => page.evaluate((t) => window.__leadsBench.dropResult(t), timeoutMs),
  reveal: (phaseId: number, leadId: number) =>
    page.evaluate(([p, l]) => window.__leadsBench.reveal(p, l), [phaseId, leadId] as const),
  showColumn: (phaseId: number) => page.evaluate((p) => window.__leadsBench.showColumn(p), phaseId),
  toTop: (phaseId: number) => page.evaluate((p) => window.__leadsBench.toTop(p), phaseId),
  frames: (n: number) => page.evaluate((k) => window.__leadsBench.frames(k), n),
});
