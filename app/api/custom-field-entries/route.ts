import { consoleHandler } from "@/lib/api/handler";
import { customFieldEntriesWrite } from "@/lib/custom-fields/params";
import { entriesBefore, entriesChanges } from "@/lib/audit-log/before";
import { plural } from "@/lib/plural";

// PATCH /api/custom-field-entries — set custom field values on one record (existing entries by id, new by field)
export const PATCH = consoleHandler(
  {
    permission: "records:write",
    body: customFieldEntriesWrite,
    audit: {
      operation: "customFieldEntries.set",
      target: ({ body }) =>
        `${body.entityType.toLowerCase()} ${body.entityId} (${plural(body.customFieldEntries.length, "value")})`,
      before: entriesBefore,
      changes: entriesChanges,
    },
  },
  async ({ api, body }) => (await api.call("setCustomFieldEntries", { body })).data,
);
