"use client";

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import { accountOptions } from "@/lib/users/queries";
import { EnvironmentForm } from "./environment-form";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { SessionsList } from "./sessions-list";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t pt-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AccountSettings() {
  const account = useQuery(accountOptions());
  if (account.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>Your account could not be loaded: {account.error.message}</p>
        <Button variant="outline" onClick={() => void account.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (account.isPending)
    return (
      <div aria-busy="true" aria-label="Loading your account">
        <SkeletonList count={4} item="h-24 w-full max-w-md" className="space-y-4" />
      </div>
    );
  const a = account.data;
  return (
    <div className="grid gap-6">
      <Section id="profile-heading" title="Profile">
        <ProfileForm account={a} />
      </Section>
      <Section id="password-heading" title="Password">
        {a.hasPassword ? (
          <PasswordForm />
        ) : (
          <p className="text-sm text-muted-foreground">
            You sign in through your company&apos;s identity provider: there is no password to change here.
          </p>
        )}
      </Section>
      <Section id="environment-heading" title="Default environment">
        <EnvironmentForm account={a} />
      </Section>
      <Section id="sessions-heading" title="Sessions">
        <SessionsList />
      </Section>
    </div>
  );
}
