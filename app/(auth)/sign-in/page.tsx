import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SsoSignInButton } from "@/components/sso/sso-sign-in-button";
import { SsoSignInError } from "@/components/sso/sso-sign-in-error";
import { publicSsoConfig } from "@/lib/auth/sso/config";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { currentUser } from "@/lib/auth/current";
import { isSandboxMode } from "@/lib/partner-api/environments";

export const metadata: Metadata = { title: "Sign in" };

// Only the app's own pages are followed after sign-in (no open redirect); relative, so any host name works.
const safePath = (p: string | string[] | undefined) =>
  safeCallbackUrl(p, process.env.NEXTAUTH_URL || process.env.APP_URL || "http://localhost");

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[]; error?: string }>;
}) {
  const { callbackUrl, error } = await searchParams;
  const sso = publicSsoConfig();
  if (await currentUser()) redirect(safePath(callbackUrl));
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm">
        <h1 className="text-xl font-semibold">Sign in to Partner Console</h1>
        <SsoSignInError error={error} />
        {sso && (
          <div className="mt-6">
            <SsoSignInButton name={sso.name} callbackUrl={safePath(callbackUrl)} />
          </div>
        )}
        <SignInForm callbackUrl={safePath(callbackUrl)} demo={isSandboxMode()} />
      </div>
    </main>
  );
}
