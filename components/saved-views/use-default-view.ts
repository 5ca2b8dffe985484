"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { viewQuery, type SavedView } from "@/lib/saved-views/views";

// A table opened with no query of its own (`base`: what its bare URL holds, e.g. ?view=table) opens the person's
// default view. Only on arriving: clearing the filters later shows the whole table, not the default again.
export function useDefaultView(views: SavedView[] | undefined, search: string, base: string) {
  const router = useRouter();
  const pathname = usePathname();
  const [bare] = useState(() => viewQuery(search) === viewQuery(base));
  const done = useRef(false);
  useEffect(() => {
    if (!bare || done.current) return;
    // Filters set before the views arrived win.
    if (viewQuery(search) !== viewQuery(base)) done.current = true;
    if (done.current || !views) return;
    done.current = true;
    const mine = views.find((v) => v.isDefault);
    if (mine && viewQuery(mine.query) !== viewQuery(base)) router.replace(`${pathname}${mine.query}`);
  }, [bare, views, search, base, pathname, router]);
}
