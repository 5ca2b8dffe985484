import { createElement, createRef, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Slot } from "./slot";

// asChild's Slot merges as Radix's did: these are the rules the console's Buttons and Badges over links rely on.
const slot = (props: Record<string, unknown>, child: ReactElement) =>
  Slot({ ...props, children: child }) as ReactElement<Record<string, unknown>>;

describe("Slot", () => {
  it("renders the child element with the part's props, class names joined and styles merged", () => {
    const html = renderToStaticMarkup(
      slot(
        { className: "btn", "data-slot": "button", style: { color: "red", margin: 0 }, title: "part" },
        createElement("a", { href: "/x", className: "own", style: { color: "blue" }, title: "child" }),
      ),
    );
    expect(html).toBe(
      '<a href="/x" class="btn own" style="color:blue;margin:0" title="child" data-slot="button"></a>',
    );
  });

  it("runs the child's handler, then the part's", () => {
    const calls: string[] = [];
    const el = slot(
      { onClick: () => calls.push("part"), onFocus: () => calls.push("part focus") },
      createElement("a", { onClick: () => calls.push("child") }),
    );
    (el.props.onClick as () => void)();
    (el.props.onFocus as () => void)();
    expect(calls).toEqual(["child", "part", "part focus"]);
  });

  it("gives the element to both the part's ref and the child's", () => {
    const mine = createRef<unknown>();
    const childs: unknown[] = [];
    const el = slot({ ref: mine }, createElement("a", { ref: (n: unknown) => void childs.push(n) }));
    const cleanup = (el.props.ref as (n: unknown) => () => void)("node");
    expect(mine.current).toBe("node");
    expect(childs).toEqual(["node"]);
    cleanup();
    expect(mine.current).toBeNull();
    expect(childs).toEqual(["node", null]);
  });

  it("renders nothing without an element child", () => {
    expect(Slot({ children: "text" })).toBeNull();
  });
});
