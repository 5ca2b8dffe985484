"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ThemeProvider } from "@/components/ui/theme-provider";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { getQueryClient } from "@/lib/query-client";

export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const queryClient = getQueryClient();
  return (
    <ThemeProvider nonce={nonce}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
