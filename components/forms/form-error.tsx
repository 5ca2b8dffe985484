"use client";

import { useEffect, useRef } from "react";

// The form-wide message takes the focus when it appears, so keyboard and screen-reader users land on the problem.
export function FormError({ prefix, message }: { prefix: string; message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {prefix}
      {message}
    </div>
  );
}
