"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Switch } from "@/components/ui/switch";
import { apiFetch, ApiRequestError } from "@/lib/api-client";

type Admin = { id: number; email: string; name: string | null; usable: boolean; breakGlass: boolean };
type Settings = { requireSso: boolean; breakGlassUserIds: number[] };

// "Require SSO for everyone except break-glass admins": the switch and the admins who keep a password sign-in.
// The server refuses a requirement without SSO configured or without a break-glass admin.
export function RequireSsoForm({
  initial,
  admins,
  configured,
}: {
  initial: Settings;
  admins: Admin[];
  configured: boolean;
}) {
  const [requireSso, setRequireSso] = useState(initial.requireSso);
  const [chosen, setChosen] = useState(new Set(initial.breakGlassUserIds));
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [pending, setPending] = useState(false);

  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPending(true);
    setMessage(undefined);
    try {
      const saved = await apiFetch<Settings>("/api/sso/settings", {
        method: "PUT",
        json: { requireSso, breakGlassUserIds: [...chosen] },
      });
      setRequireSso(saved.requireSso);
      setChosen(new Set(saved.breakGlassUserIds));
      setMessage({ ok: true, text: "Saved." });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiRequestError ? err.message : "Saving failed." });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="sso-require" className="rounded-xl border bg-card p-6">
      <h2 id="sso-require" className="text-lg font-semibold">
        Require single sign-on
      </h2>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4">
        <div className="flex items-center gap-3">
          <Switch
            id="require-sso"
            checked={requireSso}
            onCheckedChange={setRequireSso}
            disabled={!configured && !requireSso}
          />
          <label htmlFor="require-sso" className="text-sm font-medium">
            Require SSO for everyone except break-glass admins
          </label>
        </div>
        {!configured && (
          <p className="text-sm text-muted-foreground">
            Single sign-on is not configured, so it cannot be required.
          </p>
        )}
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">
            Break-glass admins (may still sign in with a password; at least one is needed to require SSO)
          </legend>
          {admins.map((a) => (
            <div key={a.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                id={`break-glass-${a.id}`}
                checked={chosen.has(a.id)}
                disabled={!a.usable && !chosen.has(a.id)}
                onCheckedChange={(on) => toggle(a.id, on === true)}
              />
              <label htmlFor={`break-glass-${a.id}`}>
                {a.name ? `${a.name} (${a.email})` : a.email}
                {!a.usable && (
                  <span className="text-muted-foreground"> — disabled or without a password</span>
                )}
              </label>
            </div>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Saving…" : "Save"}
          </Button>
        </div>
        <p aria-live="polite" role={message && !message.ok ? "alert" : undefined} className="text-sm">
          {message && (
            <span className={message.ok ? "" : "font-medium text-destructive"}>{message.text}</span>
          )}
        </p>
      </form>
    </section>
  );
}
