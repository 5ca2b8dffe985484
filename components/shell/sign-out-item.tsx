"use client";

import type { ReactNode } from "react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";

// next-auth's client (with its runtime helpers) is needed only to sign out: it loads on that click, not with
// every page.
async function signOutLazily() {
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl: "/sign-in" });
}

// The user menu's "Sign out" (its label and icon come from the server, ./user-menu.tsx).
export function SignOutItem({ children }: { children: ReactNode }) {
  return <DropdownMenuItem onSelect={() => void signOutLazily()}>{children}</DropdownMenuItem>;
}
