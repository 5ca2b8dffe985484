import type { Page } from "@playwright/test";
import { pageProbe, type PageLoad, type PageProbe } from "./page-probe";

// What the in-page probe reports. Times are performance.now() of the page: milliseconds from its navigation start.
export type BoardColumn = { id: number; name: string };
// readyAt: the first animation frame in which every column showed its count and a drag handle was there.
export type BoardDetails = {
  columns: BoardColumn[];
  leads: number; // the columns' counts added up
  cards: number; // the cards in the DOM (the columns are virtualised)
  firstCardAt: number | null; // the first frame with a card in any column
  countsAt: number | null; // the first frame in which every column showed its count
};
export type Interactive = PageLoad & BoardDetails;
export const BOARD_KEY = "__leadsBench";
export type DropTiming = {
  drop: number | null; // the pointerup, in a capture-phase listener on window (before dnd-kit's own)
  rendered: number | null; // the card in the target column's DOM, from a MutationObserver on that column
  frames: number; // animation frames that began after the drop and before the card was there
};
type Probe = PageProbe<BoardDetails> & {
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

// The board's probe (see page-probe.ts): ready when every column shows its count (not "Loading…") and at least
// one card has its drag handle; it also stamps the first frame with a card and the first with every count; its own
// members time a drop and move the columns' scrollers.
export const BOARD_PROBE = pageProbe({
  key: BOARD_KEY,
  path: /^\/leads$/,
  body: String.raw`
  const column = (phaseId) => document.querySelector('section[data-phase-id="' + phaseId + '"]');
  const cardSelector = (leadId) => 'article[data-lead-id="' + leadId + '"]';
  // The column's scroller: the nearest box around its list of cards that scrolls (the list itself is as tall as
  // every card, virtualised).
  const scroller = (phaseId) => {
    let el = column(phaseId)?.querySelector('[role="list"]') ?? null;
    while (el && !/(auto|scroll)/.test(getComputedStyle(el).overflowY)) el = el.parentElement;
    return el;
  };
  const counts = () => {
    const sections = [...document.querySelectorAll("section[data-phase-id]")];
    if (sections.length === 0) return null;
    let leads = 0;
    for (const s of sections) {
      const count = s.querySelector('[data-testid="column-count"]');
      if (!count) return null;
      leads += Number(count.textContent);
    }
    return { sections, leads };
  };
  const hasCard = () => document.querySelector("section[data-phase-id] article[data-lead-id]") !== null;
  const marks = { firstCardAt: null, countsAt: null };
  (async () => {
    while (marks.firstCardAt === null || marks.countsAt === null) {
      const at = await frame();
      if (marks.firstCardAt === null && hasCard()) marks.firstCardAt = at;
      if (marks.countsAt === null && counts()) marks.countsAt = at;
      if (at > 120000) return;
    }
  })();
  const board = () => {
    const c = counts();
    if (!c) return null;
    if (!document.querySelector('section[data-phase-id] button[aria-label^="Drag "]')) return null;
    return {
      columns: c.sections.map((s) => ({ id: Number(s.dataset.phaseId), name: s.querySelector("h2")?.textContent ?? "" })),
      leads: c.leads,
      cards: document.querySelectorAll("section[data-phase-id] article[data-lead-id]").length,
      ...marks,
    };
  };
  let pending = null;`,
  ready: "() => board() !== null",
  notReady: "the board was not ready",
  details: "board",
  members: String.raw`
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
      const list = scroller(phaseId);
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
        if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) {
          // Columns load a page at a time as they are scrolled: at the bottom, give the next page up to ~2 s to
          // arrive before deciding the card is not there.
          const height = list.scrollHeight;
          let grown = false;
          for (let i = 0; i < 120 && !grown; i++) {
            await frame();
            grown = list.scrollHeight > height;
          }
          if (!grown) return false;
        }
        list.scrollTop += Math.max(100, Math.floor(list.clientHeight * 0.8));
      }
    },
    showColumn: async (phaseId) => {
      column(phaseId)?.scrollIntoView({ block: "nearest", inline: "center" });
      await frame();
      await frame();
    },
    toTop: (phaseId) => {
      const list = scroller(phaseId);
      if (list) list.scrollTop = 0;
    },
    frames: async (n) => {
      for (let i = 0; i < n; i++) await frame();
    },
  `,
});

export const probe = (page: Page) => ({
  armDrop: (leadId: number, phaseId: number) =>
    page.evaluate(([l, p]) => window.__leadsBench.armDrop(l, p), [leadId, phaseId] as const),
  dropResult: (timeoutMs: number) => page.evaluate((t) => window.__leadsBench.dropResult(t), timeoutMs),
  reveal: (phaseId: number, leadId: number) =>
    page.evaluate(([p, l]) => window.__leadsBench.reveal(p, l), [phaseId, leadId] as const),
  showColumn: (phaseId: number) => page.evaluate((p) => window.__leadsBench.showColumn(p), phaseId),
  toTop: (phaseId: number) => page.evaluate((p) => window.__leadsBench.toTop(p), phaseId),
  frames: (n: number) => page.evaluate((k) => window.__leadsBench.frames(k), n),
});
