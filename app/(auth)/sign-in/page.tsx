import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { currentUser } from "@/lib/auth/current";
import { isSandboxMode } from "@/lib/partner-api/environments";

export const metadata: Metadata = { title: "Sign in" };

// Only same-site paths are followed after sign-in (no open redirect).
const safePath = (p: string | undefined) => (p && p.startsWith("/") && !p.startsWith("//") ? p : "/projects");

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string }>;
}) {
  const { callbackUrl } = await searchParams;
  if (await currentUser()) redirect(safePath(callbackUrl));
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm">
        <h1 className="text-xl font-semibold">Sign in to Partner Console</h1>
        <SignInForm callbackUrl={safePath(callbackUrl)} demo={isSandboxMode()} />
      </div>
    </main>
  );
}
