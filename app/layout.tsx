import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = { title: { default: "Partner Console", template: "%s · Partner Console" } };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts puts the CSP nonce here; next-themes' inline script needs it.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
