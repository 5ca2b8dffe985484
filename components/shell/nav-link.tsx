"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isCurrentSection } from "./current-section";

// A main navigation link: aria-current and its look follow the current path. Both class lists come merged
// from the server (./sidebar-nav.tsx), so choosing one needs no class merging here.
export function NavLink({
  href,
  className,
  currentClassName,
  children,
}: {
  href: string;
  className: string;
  currentClassName: string;
  children: ReactNode;
}) {
  const current = isCurrentSection(href, usePathname());
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={current ? currentClassName : className}
    >
      {children}
    </Link>
  );
}
