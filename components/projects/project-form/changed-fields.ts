import type { ProjectUpdateBody } from "@/lib/partner-api/contract";

// An edit sends only what changed: no spurious "updated" events for untouched fields, and a field someone else
// changed in the meantime is not overwritten with this form's stale copy. Addresses go as the whole list when any
// row changed, so the API's error paths (addresses.N.…) still point at the form's rows.
export function changedFields(next: ProjectUpdateBody, base: ProjectUpdateBody): ProjectUpdateBody {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify(base[key as keyof ProjectUpdateBody])) out[key] = value;
  }
  return out as ProjectUpdateBody;
}
