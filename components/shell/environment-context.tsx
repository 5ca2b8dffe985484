"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Role } from "@/lib/db/console-schema";

export type ShellEnvironment = { name: string; kind: "sandbox" | "staging" | "production" };
type ShellContext = { environment: ShellEnvironment; role: Role };

const Ctx = createContext<ShellContext | null>(null);

// What every console component may need to know about the session: its environment and the user's role.
export function ShellProvider({ value, children }: { value: ShellContext; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useShell(): ShellContext {
  const v = useContext(Ctx);
  if (!v) throw new Error("useShell outside the console shell");
  return v;
}
