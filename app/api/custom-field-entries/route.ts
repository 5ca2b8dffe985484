import { consoleHandler } from "@/lib/api/handler";
import { customFieldEntriesWrite } from "@/lib/api/params";

// PATCH /api/custom-field-entries — set custom field values on one record (existing entries by id, new by field)
export const PATCH = consoleHandler(
  {
    permission: "records:write",
    body: customFieldEntriesWrite,
    audit: {
      operation: "customFieldEntries.set",
      target: ({ body }) =>
        `${body.entityType.toLowerCase()} ${body.entityId} (${body.customFieldEntries.length} value` +
        `${body.customFieldEntries.length === 1 ? "" : "s"})`,
    },
  },
  async ({ api, body }) => (await api.call("setCustomFieldEntries", { body })).data,
);
