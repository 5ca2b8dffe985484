"use client";

import * as React from "react";

// A Radix menu or select whose code loads when first wanted: until then a look-alike trigger with the same role,
// name and state. Hover or focus fetches the code; pressing swaps in the real control, opened.

export type WokenBy = "pointer" | "keyboard";
type Popup = "menu" | "listbox" | "dialog";
export type Gate<M> = {
  // The loaded module once this control is awake, else undefined (render the look-alike trigger).
  real: M | undefined;
  wake: (by: WokenBy) => void;
  preload: () => void;
  // True once if a key press woke the control (the real control asks when it first opens).
  takeKeyboardWake: () => boolean;
};

export function lazyPopup<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () => (loading ??= importer().then((m) => (loaded = m)));
  const GateContext = React.createContext<Gate<M> | null>(null);

  // The root's state: asleep until woken (or opened by its owner), then the module once it has arrived.
  // `opened`: its owner opened it (a controlled `open`), which wakes it too.
  function useGate(opened: boolean, onWake?: () => void): Gate<M> {
    const [awake, setAwake] = React.useState(opened);
    // Once awake it stays so: closing keeps the real control (its exit, its focus return).
    if (opened && !awake) setAwake(true);
    const [real, setReal] = React.useState<M | undefined>(loaded);
    const wokenByKeyboard = React.useRef(false);
    React.useEffect(() => {
      if (awake && !real) void load().then((m) => setReal(() => m));
    }, [awake, real]);
    const wake = React.useCallback(
      (by: WokenBy) => {
        wokenByKeyboard.current = by === "keyboard";
        setAwake(true);
        onWake?.();
      },
      [onWake],
    );
    return React.useMemo(
      () => ({
        real: awake ? real : undefined,
        wake,
        preload: () => void load(),
        takeKeyboardWake: () => {
          const was = wokenByKeyboard.current;
          wokenByKeyboard.current = false;
          return was;
        },
      }),
      [awake, real, wake],
    );
  }

  const useGateContext = () => React.useContext(GateContext);

  // The parts that exist only inside an open popup (content, items…): rendered by the real module, never before.
  function inner<K extends keyof M>(...names: K[]): Pick<M, K> {
    const parts = {} as Pick<M, K>;
    for (const name of names) {
      const Inner = (props: Record<string, unknown>) => {
        const real = React.useContext(GateContext)?.real;
        if (!real) return null;
        const Real = real[name] as unknown as React.ElementType;
        return <Real {...props} />;
      };
      Inner.displayName = String(name);
      parts[name] = Inner as unknown as M[K];
    }
    return parts;
  }

  // The root: asleep it renders `asleep` (the children, with what their stand-ins need); awake the real root,
  // opened at once unless its owner controls `open` (then waking asks the owner through onOpenChange).
  type RootProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?(open: boolean): void };
  function LazyRoot<P extends RootProps>({
    props: { open, defaultOpen, onOpenChange, ...rest },
    root,
    asleep,
  }: {
    props: P;
    root: keyof M;
    asleep: React.ReactNode;
  }) {
    const gate = useGate(Boolean(open || defaultOpen), () => onOpenChange?.(true));
    const Root = gate.real?.[root] as React.ComponentType<P> | undefined;
    const rootProps = {
      ...rest,
      open,
      defaultOpen: open === undefined ? true : undefined,
      onOpenChange,
    } as P;
    return (
      <GateContext.Provider value={gate}>{Root ? <Root {...rootProps} /> : asleep}</GateContext.Provider>
    );
  }

  // The part that opens the popup: the real one once awake, else the look-alike (SleepingTrigger).
  function trigger<K extends keyof M>(name: K, popup: Popup, openKeys: string[], slot: string): M[K] {
    function Trigger(props: Record<string, unknown>) {
      const gate = React.useContext(GateContext);
      if (!gate) throw new Error(`${String(name)} outside its root`);
      const Real = gate.real?.[name] as React.ElementType | undefined;
      if (Real) return <Real {...props} />;
      return <SleepingTrigger gate={gate} popup={popup} openKeys={openKeys} data-slot={slot} {...props} />;
    }
    Trigger.displayName = String(name);
    return Trigger as unknown as M[K];
  }

  return { LazyRoot, useGateContext, inner, trigger };
}

type TriggerHandlers = {
  onClick?: React.MouseEventHandler<HTMLElement>;
  onKeyDown?: React.KeyboardEventHandler<HTMLElement>;
  onPointerEnter?: React.PointerEventHandler<HTMLElement>;
  onFocus?: React.FocusEventHandler<HTMLElement>;
};

// The look-alike trigger with the popup's (closed) ARIA state and the handlers that load and wake the real
// control. `openKeys` open it besides Enter and Space (which click a button).
export function SleepingTrigger({
  gate,
  popup,
  openKeys,
  asChild,
  children,
  ...props
}: {
  gate: Gate<unknown>;
  popup: Popup;
  openKeys: string[];
  asChild?: boolean;
  children?: React.ReactNode;
} & TriggerHandlers &
  Record<string, unknown>) {
  const child = asChild && React.isValidElement<TriggerHandlers>(children) ? children : null;
  const own = { ...child?.props, ...props } as TriggerHandlers;
  const handlers: TriggerHandlers = {
    onPointerEnter: (e) => {
      own.onPointerEnter?.(e);
      gate.preload();
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      gate.preload();
    },
    onClick: (e) => {
      own.onClick?.(e);
      // A click from Enter or Space has no pointer position (detail 0).
      if (!e.defaultPrevented) gate.wake(e.detail === 0 ? "keyboard" : "pointer");
    },
    onKeyDown: (e) => {
      own.onKeyDown?.(e);
      if (e.defaultPrevented || !openKeys.includes(e.key)) return;
      e.preventDefault();
      gate.wake("keyboard");
    },
  };
  const state = { "aria-haspopup": popup, "aria-expanded": false, "data-state": "closed" };
  if (child) return React.cloneElement(child, { ...props, ...state, ...handlers });
  return (
    <button type="button" {...props} {...state} {...handlers}>
      {children}
    </button>
  );
}
