"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type ComponentProps } from "react";
import { ConfirmDialog } from "@/components/record/confirm-dialog";

type Props = Omit<ComponentProps<typeof Link>, "href"> & { href: string; dirty: boolean };

// A link out of the form that asks before throwing away unsaved changes (in-app navigation has no beforeunload).
export function GuardedLink({ href, dirty, onClick, ...props }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Link
        ref={link}
        href={href}
        onClick={(e) => {
          onClick?.(e);
          if (dirty && !e.defaultPrevented) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        {...props}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        returnFocus={link}
        title="Discard changes?"
        description="This form has changes that are not saved. If you leave now, they are lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => router.push(href)}
      />
    </>
  );
}
