"use client";

import { useId, useState, type ComponentType } from "react";
import { cn } from "@/lib/utils";

export const comboInputClass =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-colors placeholder:text-muted-foreground aria-invalid:border-destructive md:text-sm";

type ShellProps = {
  inputProps?: Record<string, unknown>;
  label?: string;
  placeholder?: string;
  className?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

// A combobox whose code loads when first wanted; until then a text box with the same role and name stands in.
// Focusing it swaps in the real one with what was typed meanwhile (`typedInShell`: search it at once).
type RealProps = { autoFocus?: boolean; initialText?: string; typedInShell?: boolean };
export function lazyCombobox<P extends RealProps>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => (loading ??= load().then((c) => (loaded = c)));

  return function LazyCombobox({
    shell,
    onShellText,
    ...props
  }: P & { shell: ShellProps; onShellText?: (t: string) => void }) {
    const [Real, setReal] = useState(() => loaded);
    const [focused, setFocused] = useState(false);
    // Until something is typed the box follows its owner's text (a name that arrives after the page).
    const [typed, setText] = useState<string>();
    const text = typed ?? props.initialText ?? "";
    const listId = useId();
    if (Real)
      return (
        <Real
          {...(props as unknown as P)}
          initialText={text}
          typedInShell={typed !== undefined}
          autoFocus={props.autoFocus || focused}
        />
      );
    const wake = () => {
      setFocused(true);
      void fetchCode().then((c) => setReal(() => c));
    };
    return (
      <div className={cn("relative", shell.className)}>
        <input
          ref={shell.inputRef}
          type="text"
          role="combobox"
          aria-label={shell.label}
          aria-expanded={false}
          aria-controls={listId}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          autoFocus={props.autoFocus}
          placeholder={shell.placeholder}
          value={text}
          className={comboInputClass}
          {...shell.inputProps}
          onChange={(e) => {
            setText(e.target.value);
            onShellText?.(e.target.value);
          }}
          onPointerEnter={() => void fetchCode()}
          onFocus={wake}
        />
        <ul id={listId} role="listbox" aria-label={shell.label ?? "Suggestions"} hidden />
      </div>
    );
  };
}
