import { z } from "zod";
import { parseMoney } from "@/lib/inputs/money";
import { idFromText } from "@/lib/partner-api/contract/reader/outcomes";

// Inputs hold text: these check it at the field, and the to-body helpers turn it into what the API takes.
const MAX_INT = 2_147_483_647;
const isWhole = (s: string) => /^(0|[1-9][0-9]{0,9})$/.test(s) && Number(s) <= MAX_INT;
// An id is any positive safe integer, as the console reads them (READER.md), not the sandbox's 32-bit bound.
const isId = (s: string) => idFromText(s) !== undefined;

export const line = (max = 255) => z.string().trim().max(max, `At most ${max} characters`);

export const longText = () => z.string().max(20_000, "At most 20,000 characters");

export const optionalId = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === "" || isId(s), `${label} must be a positive whole number`);

// A reference picked by name (components/record-index/picker-field.tsx): an id, or nothing. Typed text that
// was not picked is held as "?text", which is not an id and is refused here with what to do.
export const pickedId = (noun: string) =>
  z
    .string()
    .trim()
    .refine(
      (s) => s === "" || isId(s),
      `Choose a ${noun} from the list (or “Use id …” for a number), or clear the field`,
    );

export const optionalWholeNumber = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === "" || isWhole(s), `${label} must be a whole number of 0 or more`);

// Money as people type it ("$65,000", "65 000", "65,000.50"; lib/inputs/money.ts), with the parser's own words
// when it is refused. toBody's budgetNumber turns it into the plain number the API takes.
export const budgetText = () =>
  z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      const parsed = s === "" ? null : parseMoney(s);
      if (parsed && !parsed.ok) ctx.addIssue({ code: "custom", message: parsed.error });
    });

// What <input type="date"> gives: YYYY-MM-DD of a real calendar day, or blank.
export const optionalIsoDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === "" || z.iso.date().safeParse(s).success, `${label} must be a date, YYYY-MM-DD`);
