"use client";

import dynamic from "next/dynamic";

// The registration code loads after the page (JS budget): the palette opens later anyway.
export const LazyPageActions = dynamic(
  () => import("./register-actions").then((m) => m.RegisterPageActions),
  {
    ssr: false,
  },
);
export type { PageAction } from "./register-actions";
