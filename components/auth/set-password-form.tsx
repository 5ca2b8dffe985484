"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, ApiRequestError } from "@/lib/api-client";

type Outcome = { error?: string; field?: "password" | "repeat"; setButNotSignedIn?: boolean };

// Sets the password with the link's token, then signs in with it (the link is used up either way).
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({});

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const form = new FormData(e.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("repeat") ?? ""))
      return setOutcome({ error: "The two passwords differ.", field: "repeat" });
    setPending(true);
    setOutcome({});
    try {
      await apiFetch("/api/set-password", { method: "POST", json: { token, password } });
    } catch (err) {
      setPending(false);
      const field = err instanceof ApiRequestError && err.details.some((d) => d.path === "password");
      return setOutcome({
        error: err instanceof Error ? err.message : String(err),
        field: field ? "password" : undefined,
      });
    }
    const res = await signIn("credentials", { redirect: false, email, password, callbackUrl: "/projects" });
    setPending(false);
    if (!res || res.error) return setOutcome({ setButNotSignedIn: true });
    router.replace("/projects");
    router.refresh();
  }

  if (outcome.setButNotSignedIn)
    return (
      <p role="status" className="mt-4 text-sm">
        Your password is set.{" "}
        <a href="/sign-in" className="font-medium text-primary underline underline-offset-4">
          Sign in
        </a>{" "}
        with it.
      </p>
    );
  return (
    // POST: a submit before hydration must not put the password in the address.
    <form method="post" onSubmit={onSubmit} className="mt-6 grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        For <span className="font-medium text-foreground">{email}</span>. At least 10 characters, at most 72.
      </p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <FormField
        label="New password"
        required
        error={outcome.field === "password" ? outcome.error : undefined}
      >
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          autoFocus
        />
      </FormField>
      <FormField
        label="Repeat the password"
        required
        error={outcome.field === "repeat" ? outcome.error : undefined}
      >
        <Input name="repeat" type="password" autoComplete="new-password" maxLength={200} required />
      </FormField>
      {outcome.error && !outcome.field && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {outcome.error}
        </p>
      )}
      <Button type="submit" aria-disabled={pending || undefined}>
        {pending ? "Setting password…" : "Set password and sign in"}
      </Button>
    </form>
  );
}
