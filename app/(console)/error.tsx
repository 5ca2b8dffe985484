"use client";

import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";

// Errors of a console page render inside the shell, so navigation stays at hand.
export default function ConsoleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-lg rounded-lg border p-6 text-center">
      <AlertTriangle aria-hidden className="mx-auto mb-3 size-8 text-destructive" />
      <h1 className="text-lg font-semibold">This page could not be loaded</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {error.message && !error.digest
          ? error.message
          : "The Partner API or the console had a problem answering."}
      </p>
      <Button className="mt-4" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
