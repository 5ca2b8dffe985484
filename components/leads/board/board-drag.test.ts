import type { SyntheticEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { createBoardDrag } from "./board-drag";

// The page's document, as far as the bridge uses it: pointerup/pointercancel listeners and the focused element.
let doc: EventTarget & { activeElement: unknown };
beforeEach(() => {
  doc = Object.assign(new EventTarget(), { activeElement: null as unknown });
  vi.stubGlobal("document", doc);
});
afterEach(() => vi.unstubAllGlobals());

const handle = { id: "handle" };
const pointerDown = (button = 0) =>
  ({ isPrimary: true, button, target: handle, nativeEvent: {} }) as unknown as SyntheticEvent;
const keyDown = (code: string) => ({ target: handle, nativeEvent: { code } }) as unknown as SyntheticEvent;
const tick = () => new Promise<void>((r) => queueMicrotask(r));

describe("the board's drag bridge", () => {
  it("gives dnd-kit a pointer press that came before it, once its handlers are bound", async () => {
    const drag = createBoardDrag();
    const want = vi.fn();
    drag.setOnWant(want);
    const press = pointerDown();
    drag.press(7, "onPointerDown", press);
    expect(want).toHaveBeenCalledTimes(1);
    const onPointerDown = vi.fn();
    drag.bind(8, { onPointerDown: vi.fn() });
    drag.bind(7, { onPointerDown });
    expect(onPointerDown).not.toHaveBeenCalled();
    await tick();
    expect(onPointerDown).toHaveBeenCalledExactlyOnceWith(press);
    // Given once: a later bind of the same card does not press again.
    drag.bind(7, { onPointerDown });
    await tick();
    expect(onPointerDown).toHaveBeenCalledTimes(1);
  });

  it("forgets a pointer press whose button came up before dnd-kit arrived, and ignores other buttons", async () => {
    const drag = createBoardDrag();
    drag.press(7, "onPointerDown", pointerDown());
    doc.dispatchEvent(new Event("pointerup"));
    drag.press(7, "onPointerDown", pointerDown(2));
    const onPointerDown = vi.fn();
    drag.bind(7, { onPointerDown });
    await tick();
    expect(onPointerDown).not.toHaveBeenCalled();
  });

  it("keeps Space or Enter on a handle while it has focus, and no other key", async () => {
    const drag = createBoardDrag();
    const onKeyDown = vi.fn();
    drag.press(7, "onKeyDown", keyDown("Tab"));
    drag.bind(7, { onKeyDown });
    await tick();
    expect(onKeyDown).not.toHaveBeenCalled();

    const other = createBoardDrag();
    const space = keyDown("Space");
    doc.activeElement = handle;
    other.press(7, "onKeyDown", space);
    other.bind(7, { onKeyDown });
    await tick();
    expect(onKeyDown).toHaveBeenCalledExactlyOnceWith(space);

    // Focus moved on before dnd-kit came: the key press no longer stands.
    const third = createBoardDrag();
    third.press(7, "onKeyDown", keyDown("Enter"));
    doc.activeElement = null;
    third.bind(7, { onKeyDown });
    await tick();
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it("hands a press straight to dnd-kit once bound, until unbound", () => {
    const drag = createBoardDrag();
    const onPointerDown = vi.fn();
    const unbind = drag.bind(7, { onPointerDown });
    const press = pointerDown();
    drag.press(7, "onPointerDown", press);
    expect(onPointerDown).toHaveBeenCalledExactlyOnceWith(press);
    unbind();
    drag.press(7, "onPointerDown", pointerDown());
    expect(onPointerDown).toHaveBeenCalledTimes(1);
  });

  it("lists the cards on screen; a card's old element going away leaves its new one listed", () => {
    const drag = createBoardDrag();
    const listener = vi.fn();
    drag.subscribeEntries(listener);
    const lead = { id: 7 } as Lead;
    const first = {} as HTMLElement;
    const second = {} as HTMLElement;
    const removeFirst = drag.addCard(lead, first);
    const removeSecond = drag.addCard(lead, second);
    removeFirst();
    expect(drag.entries().cards).toEqual([{ lead, node: second }]);
    removeSecond();
    expect(drag.entries().cards).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
