"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { apiFetch } from "@/lib/api-client";
import { useShell, type ShellEnvironment } from "./environment-context";

// The session's Partner API environment. Production wears an unmistakable badge.
export function EnvironmentSwitcher({ environments }: { environments: ShellEnvironment[] }) {
  const { environment } = useShell();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, start] = useTransition();

  const badge =
    environment.kind === "production" ? (
      <Badge variant="production">Production</Badge>
    ) : (
      <Badge variant={environment.kind === "staging" ? "warning" : "secondary"}>
        {environment.kind === "staging" ? "Staging" : "Sandbox"}
      </Badge>
    );

  // The name is said once: a sandbox called "Sandbox" is its badge alone, not "Sandbox Sandbox".
  const sameAsBadge = environment.name.trim().toLowerCase() === environment.kind;
  if (environments.length < 2)
    return (
      <div className="flex items-center gap-2 text-sm">
        <span className="sr-only">Environment:</span>
        {!sameAsBadge && <span>{environment.name}</span>}
        {badge}
      </div>
    );

  return (
    <div className="flex items-center gap-2">
      <Select
        value={environment.name}
        disabled={pending}
        onValueChange={(name) =>
          start(async () => {
            try {
              await apiFetch("/api/session/environment", { method: "POST", json: { name } });
              queryClient.clear();
              router.refresh();
            } catch (e) {
              toast.error((e as Error).message);
            }
          })
        }
      >
        <SelectTrigger aria-label="Environment" className="h-8 w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {environments.map((e) => (
            <SelectItem key={e.name} value={e.name}>
              {e.name} ({e.kind})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {badge}
    </div>
  );
}
