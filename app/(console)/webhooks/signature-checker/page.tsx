import { ChevronLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignatureChecker } from "@/components/webhooks/signature-checker";
import { currentUser } from "@/lib/auth/current";

export const metadata: Metadata = { title: "Signature checker · Webhooks" };

// For partners debugging their receiver: does this delivery verify with this secret, and if not, why not.
export default async function SignatureCheckerPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return (
    <>
      <Link
        href="/webhooks"
        className="mb-2 inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline focus-visible:underline"
      >
        <ChevronLeft aria-hidden className="size-4" />
        Webhooks
      </Link>
      <h1 className="text-2xl font-semibold">Signature checker</h1>
      <p className="mt-1 mb-6 max-w-prose text-sm text-muted-foreground">
        Paste a delivery&apos;s body and headers with the subscription&apos;s secret to see whether the
        signature verifies. The check runs on the console&apos;s server; nothing you enter is stored or
        logged.
      </p>
      <SignatureChecker />
    </>
  );
}
