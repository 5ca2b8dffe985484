"use client";

import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

type Props = Omit<ComponentProps<typeof Button>, "onClick"> & { pending: boolean; onClick: () => void };

// An outline action button that, while its request runs, says so and ignores presses. aria-disabled rather than
// disabled: a disabled button drops the keyboard focus it holds.
export function PendingButton({ pending, onClick, ...props }: Props) {
  return (
    <Button
      variant="outline"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      className="aria-disabled:opacity-50"
      onClick={() => {
        if (!pending) onClick();
      }}
      {...props}
    />
  );
}
