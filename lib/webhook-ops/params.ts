import { z } from "zod";
import { notificationChannels, notificationKinds } from "@/lib/db/console-schema";
import { webhookUrlProblem } from "@/lib/webhooks/url-rule";

export const markReadBody = z
  .object({ ids: z.array(z.number().int().positive()).max(200).optional() })
  .strict();

export const preferencesBody = z
  .object({
    kinds: z.array(z.enum(notificationKinds)).max(notificationKinds.length),
    channels: z.array(z.enum(notificationChannels)).max(notificationChannels.length),
    webhookUrl: z
      .string()
      .trim()
      .max(2048)
      .nullable()
      .transform((v) => (v ? v : null))
      .superRefine((v, ctx) => {
        const problem = v ? webhookUrlProblem(v) : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.channels.includes("webhook") && !p.webhookUrl)
      ctx.addIssue({
        code: "custom",
        path: ["webhookUrl"],
        message: "Enter the URL the webhook channel posts to.",
      });
  })
  .transform((p) => ({ ...p, kinds: [...new Set(p.kinds)], channels: [...new Set(p.channels)] }));
