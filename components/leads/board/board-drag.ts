"use client";

import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type SyntheticEvent,
} from "react";
import type { Lead } from "@/lib/partner-api/contract/reader";
import type { OTHER_PHASES } from "@/lib/leads/queries";

// The board renders without dnd-kit; the drag layer loads later beside the columns, not around them, so nothing
// mounts again. Cards and columns register their elements here; a press before the layer arrives is kept and
// handed over if the button is still down or the handle still focused.

export type ColumnId = number | typeof OTHER_PHASES;
export type CardEntry = { lead: Lead; node: HTMLElement };
export type ColumnEntry = { phase: { id: ColumnId; name: string }; node: HTMLElement };
export type Entries = { cards: CardEntry[]; columns: ColumnEntry[] };
// dnd-kit's listeners for a draggable (one per sensor: onPointerDown, onKeyDown).
export type Handlers = Partial<Record<"onPointerDown" | "onKeyDown", (event: SyntheticEvent) => void>>;
type Press = { id: number; name: keyof Handlers; event: SyntheticEvent };

// The id of the handles' instructions (how to carry a card by keys), rendered with the board.
export const BOARD_DRAG_HELP_ID = "leads-board-drag-help";

export type BoardDrag = ReturnType<typeof createBoardDrag>;

export function createBoardDrag() {
  const cards = new Map<number, CardEntry>();
  const columns = new Map<ColumnId, ColumnEntry>();
  const handlers = new Map<number, Handlers>();
  let entries: Entries = { cards: [], columns: [] };
  let pending: Press | null = null;
  let active: number | null = null;
  let over: ColumnId | null = null;
  let onWant: (() => void) | null = null;
  const entryListeners = new Set<() => void>();
  const stateListeners = new Set<() => void>();

  const changed = () => {
    entries = { cards: [...cards.values()], columns: [...columns.values()] };
    entryListeners.forEach((l) => l());
  };
  // Until the element goes (a card's new element may have taken its place meanwhile).
  const register = <K, E extends { node: HTMLElement }>(map: Map<K, E>, key: K, entry: E) => {
    map.set(key, entry);
    changed();
    return () => {
      if (map.get(key)?.node !== entry.node) return;
      map.delete(key);
      changed();
    };
  };
  const stateChanged = () => stateListeners.forEach((l) => l());
  const want = () => onWant?.();
  // A kept press that no longer stands: the button came up, or focus left the handle.
  const dropPending = () => {
    pending = null;
    document.removeEventListener("pointerup", dropPending, true);
    document.removeEventListener("pointercancel", dropPending, true);
  };
  const replay = (id: number) => {
    const p = pending;
    const handler = p?.id === id ? handlers.get(id)?.[p.name] : undefined;
    if (!p || !handler) return;
    const stillThere = p.name === "onPointerDown" || document.activeElement === p.event.target;
    dropPending();
    if (stillThere) handler(p.event);
  };

  return {
    // A card or column on screen: the layer makes it draggable or a drop target. Returns the unregistration.
    addCard: (lead: Lead, node: HTMLElement) => register(cards, lead.id, { lead, node }),
    addColumn: (phase: ColumnEntry["phase"], node: HTMLElement) =>
      register(columns, phase.id, { phase, node }),
    entries: () => entries,
    subscribeEntries(listener: () => void) {
      entryListeners.add(listener);
      return () => void entryListeners.delete(listener);
    },

    // The layer: dnd-kit's handlers for a card, and the press it may have missed.
    bind(id: number, h: Handlers) {
      handlers.set(id, h);
      // Out of the commit that mounted the layer: dnd-kit's own layout effects have registered the card.
      queueMicrotask(() => replay(id));
      return () => {
        if (handlers.get(id) === h) handlers.delete(id);
      };
    },
    // Who calls for the layer (the board, until it has loaded it).
    setOnWant(fn: (() => void) | null) {
      onWant = fn;
    },
    want,

    // A handle's pointerdown or keydown: dnd-kit's handler once there, else kept until it is.
    press(id: number, name: keyof Handlers, event: SyntheticEvent) {
      const handler = handlers.get(id)?.[name];
      if (handler) return handler(event);
      want();
      if (name === "onPointerDown") {
        const e = event as PointerEvent;
        if (!e.isPrimary || e.button !== 0) return;
        dropPending();
        pending = { id, name, event };
        document.addEventListener("pointerup", dropPending, true);
        document.addEventListener("pointercancel", dropPending, true);
      } else {
        // Only the keys that pick a card up (dnd-kit's KeyboardSensor).
        const code = (event as KeyboardEvent).nativeEvent.code;
        if (code !== "Space" && code !== "Enter") return;
        dropPending();
        pending = { id, name, event };
      }
    },

    // The card being carried and the column under it, as dnd-kit reports them.
    setDrag(next: { active?: number | null; over?: ColumnId | null }) {
      if (next.active !== undefined) active = next.active;
      if (next.over !== undefined) over = next.over;
      stateChanged();
    },
    active: () => active,
    over: () => over,
    subscribeState(listener: () => void) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
  };
}

// The board's drag bridge, or null where nothing may be moved (no layer loads, no handles show).
export const BoardDragContext = createContext<BoardDrag | null>(null);

const noSubscribe = () => () => {};
const no = () => false;

// An element the bridge knows while `bridge` is set (registered by `add`), and one fact of the drag about it.
function useRegistered<T>(
  bridge: BoardDrag | null,
  item: T,
  add: (bridge: BoardDrag, item: T, node: HTMLElement) => () => void,
  fact: (bridge: BoardDrag) => boolean,
) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (bridge && ref.current) return add(bridge, item, ref.current);
  }, [bridge, item, add]);
  const state = useSyncExternalStore(
    bridge?.subscribeState ?? noSubscribe,
    () => !!bridge && fact(bridge),
    no,
  );
  return { ref, state };
}
const addCard = (bridge: BoardDrag, lead: Lead, node: HTMLElement) => bridge.addCard(lead, node);
const addColumn = (bridge: BoardDrag, phase: ColumnEntry["phase"], node: HTMLElement) =>
  bridge.addColumn(phase, node);

// A card's part: registers its element while it can be moved, and says whether it is the card being carried.
export function useCardDrag(lead: Lead, canMove: boolean) {
  const drag = useContext(BoardDragContext);
  const bridge = canMove ? drag : null;
  const id = lead.id;
  const { ref, state: isDragging } = useRegistered(bridge, lead, addCard, (b) => b.active() === id);
  // What dnd-kit's useDraggable puts on the handle, with its listeners behind stable handlers.
  const handle = useMemo(
    () =>
      bridge && {
        role: "button",
        tabIndex: 0,
        "aria-disabled": false,
        "aria-roledescription": "draggable",
        "aria-describedby": BOARD_DRAG_HELP_ID,
        onPointerDown: (e: PointerEvent) => bridge.press(id, "onPointerDown", e),
        onKeyDown: (e: KeyboardEvent) => bridge.press(id, "onKeyDown", e),
      },
    [bridge, id],
  );
  return { ref, isDragging, handle };
}

// A column's part: registers its element as a drop target (unless `disabled`), and says whether a card is over it.
export function useColumnDrop(phase: ColumnEntry["phase"], disabled: boolean) {
  const drag = useContext(BoardDragContext);
  const { ref, state: isOver } = useRegistered(
    disabled ? null : drag,
    phase,
    addColumn,
    (b) => b.over() === phase.id,
  );
  return { ref, isOver };
}

// Whether any card is being carried (the board turns its scroll snapping off meanwhile).
export function useBoardDragging(drag: BoardDrag | null): boolean {
  return useSyncExternalStore(drag?.subscribeState ?? noSubscribe, () => drag?.active() != null, no);
}
