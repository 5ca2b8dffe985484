"use client";

import { useShell } from "@/components/shell/environment-context";

// Production asks before acts that change records and says where they land; the sandbox and staging need not.
export function useProduction() {
  const { environment } = useShell();
  const production = environment.kind === "production";
  return {
    production,
    note: production ? `This changes the production environment “${environment.name}”.` : null,
  };
}
