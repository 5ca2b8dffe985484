import * as React from "react";

// What `asChild` renders (Button, Badge, Card): the one child element, given the part's props, as Radix's Slot
// does it (the child's handlers run first, then the part's; styles merged, the child's winning; class names
// joined; refs composed). Radix's Slot also handles Slottable and lazy children, which the console never passes;
// this one saves every page its ~1 kB. No hooks, so server components can use it too.

type AnyProps = Record<string, unknown>;
type Ref = React.Ref<unknown> | undefined;

function setRef(ref: Ref, value: unknown) {
  if (typeof ref === "function") return ref(value);
  if (ref) (ref as React.RefObject<unknown>).current = value;
}

function composeRefs(a: Ref, b: Ref): Ref {
  if (!a || !b) return a ?? b;
  return (node: unknown) => {
    const cleanups = [setRef(a, node), setRef(b, node)];
    // React 19 calls a callback ref's cleanup instead of calling it with null.
    return () => {
      cleanups.forEach((c, i) => (typeof c === "function" ? c() : setRef(i === 0 ? a : b, null)));
    };
  };
}

function mergeProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...child };
  for (const name in child) {
    const s = slot[name];
    const c = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof s === "function" && typeof c === "function")
        merged[name] = (...args: unknown[]) => {
          const result = c(...args);
          s(...args);
          return result;
        };
      else if (s) merged[name] = s;
    } else if (name === "style") merged[name] = { ...(s as object), ...(c as object) };
    else if (name === "className") merged[name] = [s, c].filter(Boolean).join(" ");
  }
  return { ...slot, ...merged };
}

export function Slot({ children, ref, ...props }: AnyProps & { children?: React.ReactNode; ref?: Ref }) {
  if (!React.isValidElement<AnyProps>(children))
    return React.Children.count(children) > 1 ? React.Children.only(null) : null;
  const merged = mergeProps(props, children.props);
  if (children.type !== React.Fragment) merged.ref = composeRefs(ref, children.props.ref as Ref);
  return React.cloneElement(children, merged);
}
