"use client";

import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/record/section-card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import type { NotificationChannel, NotificationKind, Preferences } from "@/lib/webhook-ops/types";
import { opsKeys, preferencesOptions } from "@/lib/webhook-ops/queries";
import { SecretReveal } from "./secret-reveal";

const kindLabels: Record<NotificationKind, string> = {
  warning: "Warnings: a subscription at 50, 70 and 90 % of the auto-disable threshold",
  disabled: "Disabled: automatically or by someone",
  paused: "Paused",
  recovered: "Recovered: deliveries succeed again",
};
const channelLabels: Record<NotificationChannel, string> = {
  in_app: "In the console (the bell)",
  email: "Email",
  webhook: "Webhook (Slack-compatible, signed)",
};

function toggle<T>(list: T[], v: T, on: boolean): T[] {
  return on ? [...new Set([...list, v])] : list.filter((x) => x !== v);
}

export function PreferencesForm({ email }: { email: string }) {
  const qc = useQueryClient();
  const { data } = useSuspenseQuery(preferencesOptions());
  const [kinds, setKinds] = useState(data.kinds);
  const [channels, setChannels] = useState(data.channels);
  const [webhookUrl, setWebhookUrl] = useState(data.webhookUrl ?? "");
  const save = useMutation({
    mutationFn: () =>
      apiFetch<{ data: Preferences }>("/api/notifications/preferences", {
        method: "PUT",
        json: { kinds, channels, webhookUrl: webhookUrl.trim() || null },
      }),
    onSuccess: (res) => {
      qc.setQueryData(opsKeys.preferences, res.data);
      toast.success("Notification settings saved");
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-6" aria-label="Notification settings">
      <SectionCard
        title="What to tell you"
        description={data.isDefault ? "These are your role's defaults until you save." : undefined}
      >
        <fieldset className="grid gap-2">
          <legend className="sr-only">Kinds</legend>
          {(Object.keys(kindLabels) as NotificationKind[]).map((k) => (
            <Label key={k} className="flex items-center gap-2 font-normal">
              <Checkbox
                checked={kinds.includes(k)}
                onCheckedChange={(on) => setKinds(toggle(kinds, k, on === true))}
              />
              {kindLabels[k]}
            </Label>
          ))}
        </fieldset>
      </SectionCard>
      <SectionCard
        title="Where"
        description={`Email goes to ${email}, when the console has SMTP configured.`}
      >
        <fieldset className="grid gap-2">
          <legend className="sr-only">Channels</legend>
          {(Object.keys(channelLabels) as NotificationChannel[]).map((c) => (
            <Label key={c} className="flex items-center gap-2 font-normal">
              <Checkbox
                checked={channels.includes(c)}
                onCheckedChange={(on) => setChannels(toggle(channels, c, on === true))}
              />
              {channelLabels[c]}
            </Label>
          ))}
        </fieldset>
        <div className="mt-4 grid gap-1">
          <Label htmlFor="notification-webhook-url">Webhook URL</Label>
          <Input
            id="notification-webhook-url"
            type="url"
            inputMode="url"
            placeholder="https://hooks.slack.com/services/…"
            value={webhookUrl}
            onChange={(e) => setWebhookUrl(e.target.value)}
            aria-describedby="notification-webhook-help"
          />
          <p id="notification-webhook-help" className="text-xs text-muted-foreground">
            Each notification is POSTed as JSON with a Slack-compatible <code>text</code>, signed like the
            platform&apos;s deliveries:{" "}
            <code>
              X-Webhook-Signature: sha256=HMAC-SHA256(secret,
              &quot;&lt;X-Webhook-Timestamp&gt;.&lt;body&gt;&quot;)
            </code>
            .
          </p>
          {data.webhookSecret && <SecretReveal secret={data.webhookSecret} />}
        </div>
      </SectionCard>
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          Not saved: {save.error.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}
