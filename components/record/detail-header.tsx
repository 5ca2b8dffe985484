"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { useListHref } from "@/components/url-state/back-to-list";

type Props = { back: { href: string; label: string }; title: string; badges: ReactNode; actions: ReactNode };

// The top of a record's detail page: back link, the record's name with its badges, and what may be done to it.
// The back link returns to the list as it was last seen in this tab (components/url-state/back-to-list.tsx).
export function DetailHeader({ back, title, badges, actions }: Props) {
  const backHref = useListHref(back.href);
  return (
    <div className="grid gap-2">
      <Link
        href={backHref}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> {back.label}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold break-words">{title}</h1>
          <div className="flex flex-wrap gap-2">{badges}</div>
        </div>
        {actions}
      </div>
    </div>
  );
}
