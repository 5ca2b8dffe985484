import { idFromText } from "@/lib/partner-api/contract/reader/outcomes";

// The custom-field part of a table's URL, shared by the projects and leads tables: the columns shown (?cf=12,15,
// definition ids, ten at most) and one filter by a field's value (?cfv=12:Ref-7). Anything unparseable is left out.
export type CustomFieldUrlState = { cf: number[]; cfv?: { fieldId: number; value: string } };

export function parseCustomFieldUrl(
  cfRaw: string | undefined,
  cfvRaw: string | undefined,
): CustomFieldUrlState {
  const cf = [
    ...new Set(
      (cfRaw ?? "")
        .split(",")
        .map((s) => idFromText(s))
        .filter((n): n is number => n !== undefined),
    ),
  ].slice(0, 10);
  const m = /^([1-9][0-9]*):(.{1,200})$/s.exec(cfvRaw ?? "");
  return { cf, ...(m ? { cfv: { fieldId: Number(m[1]), value: m[2]! } } : {}) };
}

export function setCustomFieldUrl(qs: URLSearchParams, s: CustomFieldUrlState): void {
  if (s.cf.length) qs.set("cf", s.cf.join(","));
  if (s.cfv) qs.set("cfv", `${s.cfv.fieldId}:${s.cfv.value}`);
}
