import "server-only";
import type { z } from "zod";
import type { resetBody } from "@/lib/partner-api/contract/workbench";
import { environments, type PartnerEnvironment } from "@/lib/partner-api/environments";
import { indexKey } from "@/lib/record-index";
import { forgetEnvironment } from "@/lib/record-index/store";
import { workbenchCall } from "./client";

// Resets the sandbox (its company, or everything), then makes the record index forget what it held of it: its
// ids may now name other records (a reset of everything starts them again from 1). A company's reset concerns
// the environments on the same sandbox with the same client; everything concerns every sandbox environment
// there.
export async function resetSandbox(env: PartnerEnvironment, body: z.infer<typeof resetBody>) {
  const result = await workbenchCall<unknown>(env, "POST", "/reset", { body });
  const affected = environments().filter(
    (e) =>
      e.kind === "sandbox" &&
      e.baseUrl === env.baseUrl &&
      (body.scope === "all" || e.clientId === env.clientId),
  );
  for (const e of affected) await forgetEnvironment(indexKey(e));
  return result;
}
