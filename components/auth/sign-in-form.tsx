"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export function SignInForm({ callbackUrl, demo }: { callbackUrl: string; demo: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError(undefined);
    const res = await signIn("credentials", {
      redirect: false,
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      callbackUrl,
    });
    setPending(false);
    if (!res || res.error) {
      setError(
        res?.error && res.error !== "CredentialsSignin" ? res.error : "Email or password is incorrect.",
      );
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  return (
    // POST: a submit before hydration is the browser's own, and must not put the password in the address (a GET
    // would, and with it in the history and every log of the request line); a POST shows the page again.
    <form method="post" onSubmit={onSubmit} className="mt-6 grid gap-4" noValidate>
      <FormField label="Email" required>
        <Input name="email" type="email" autoComplete="username" required autoFocus />
      </FormField>
      <FormField label="Password" required>
        <Input name="password" type="password" autoComplete="current-password" required />
      </FormField>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </Button>
      {demo && (
        <p className="text-xs text-muted-foreground">
          Sandbox demo: admin@example.com, manager@example.com or support@example.com, password{" "}
          <code>console-demo</code>.
        </p>
      )}
    </form>
  );
}
