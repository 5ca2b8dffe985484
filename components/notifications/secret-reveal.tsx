"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

// The signing secret of the user's notification webhook, hidden until asked for.
export function SecretReveal({ secret }: { secret: string }) {
  const [shown, setShown] = useState(false);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Signing secret:</span>
      <code className="rounded bg-muted px-1 text-xs">{shown ? secret : "whsec_••••••••"}</code>
      <Button type="button" variant="outline" size="sm" onClick={() => setShown(!shown)} aria-pressed={shown}>
        {shown ? "Hide" : "Show"}
      </Button>
    </p>
  );
}
