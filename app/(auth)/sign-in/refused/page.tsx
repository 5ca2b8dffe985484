import type { Metadata } from "next";
import Link from "next/link";
import { publicSsoConfig } from "@/lib/auth/sso/config";
import { refusalText } from "@/lib/auth/sso/refusals";

export const metadata: Metadata = { title: "Sign-in refused" };

// Where a refused single sign-on lands (lib/auth/sso/sign-in.ts): why, in words, and which claim was read.
export default async function SignInRefusedPage({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string | string[] }>;
}) {
  const { reason } = await searchParams;
  const code = typeof reason === "string" ? reason : undefined;
  const why = refusalText(code) ?? "Your sign-in was refused";
  const sso = publicSsoConfig();
  const claim = sso?.claimPath.join(".");
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm">
        <h1 className="text-xl font-semibold">You cannot sign in to Partner Console</h1>
        <p className="mt-4 text-sm">{why}.</p>
        {claim && (code === "missing-claim" || code === "no-match") && (
          <p className="mt-2 text-sm text-muted-foreground">
            The console read the claim <code>{claim}</code> of your identity provider: access is given only
            when one of its values is mapped to a console role. Ask your administrator to add you to a group
            that is.
          </p>
        )}
        <p className="mt-6 text-sm">
          <Link href="/sign-in" className="font-medium underline underline-offset-4">
            Back to sign-in
          </Link>
        </p>
      </div>
    </main>
  );
}
