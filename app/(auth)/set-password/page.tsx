import type { Metadata } from "next";
import Link from "next/link";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { inspectLink, LINK_PROBLEMS } from "@/lib/users/password-links";

export const metadata: Metadata = { title: "Set your password", referrer: "no-referrer" };

// Public: where an invitation or reset link leads. The token is checked here to say at once what is wrong with
// a used, expired or unknown link; it is used up only when the password is set (POST /api/set-password).
export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const state =
    typeof token === "string" ? await inspectLink(token) : ({ ok: false, problem: "unknown" } as const);
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm">
        <h1 className="text-xl font-semibold">Set your password</h1>
        {state.ok ? (
          <SetPasswordForm token={token as string} email={state.email} />
        ) : (
          <div className="mt-4 grid gap-4">
            <p role="alert" className="text-sm">
              {LINK_PROBLEMS[state.problem]}
            </p>
            <Link href="/sign-in" className="text-sm font-medium text-primary underline underline-offset-4">
              Go to sign in
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
