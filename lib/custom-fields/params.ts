import { z } from "zod";
import { customFieldEntriesBody, customFieldEntryWrite } from "@/lib/partner-api/contract";
import { readId } from "@/lib/partner-api/contract/reader";

// The values a project or lead is given: entries that name their definition and entity by API id (READER.md).
export const customFieldEntriesWrite = customFieldEntriesBody.extend({
  entityId: readId,
  customFieldEntries: z
    .array(customFieldEntryWrite.safeExtend({ id: readId.optional(), customFieldId: readId.optional() }))
    .min(1, "at least one entry is required")
    .max(100),
});
