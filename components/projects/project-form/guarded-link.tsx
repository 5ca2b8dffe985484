"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type ComponentProps } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

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
      <AlertDialog open={open} onOpenChange={setOpen}>
        {/* Opened without a Trigger, so Radix cannot know where focus came from: send it back to the link. */}
        <AlertDialogContent
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            link.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Discard changes?</AlertDialogTitle>
            <AlertDialogDescription>
              This form has changes that are not saved. If you leave now, they are lost.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => router.push(href)}>
              Discard changes
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
