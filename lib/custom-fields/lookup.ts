import { ApiRequestError } from "@/lib/api-client";

export type LookupEntity = "Project" | "Lead";

export const recordPath = (entityType: LookupEntity, id: number) =>
  entityType === "Project" ? `/projects/${id}` : `/leads/${id}`;

// What the palette says when a lookup fails: a 404 is an answer ("nobody holds it"), a 403 means the console's
// API credentials may not read that entity type, anything else is the API's own message.
export function lookupFailure(err: unknown, entityType: LookupEntity): string {
  const plural = entityType === "Project" ? "projects" : "leads";
  if (err instanceof ApiRequestError) {
    if (err.status === 404) return "No record holds this value.";
    if (err.status === 403)
      return err.code === "insufficient_scope"
        ? `The Partner API refused: the console's credentials lack the scope to read ${plural}. Ask an admin to grant it.`
        : `You may not look up ${plural}.`;
    return err.message;
  }
  return "The lookup failed. Try again.";
}
