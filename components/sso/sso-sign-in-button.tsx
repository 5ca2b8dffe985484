"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

// Starts the OpenID flow (PKCE, state and nonce are next-auth's); the provider sends the browser back to
// /api/auth/callback/oidc, which signs in or sends to /sign-in/refused.
export function SsoSignInButton({ name, callbackUrl }: { name: string; callbackUrl: string }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signIn("oidc", { callbackUrl });
      }}
    >
      {pending ? "Redirecting…" : `Sign in with ${name}`}
    </Button>
  );
}
