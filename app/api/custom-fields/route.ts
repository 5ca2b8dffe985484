import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { listDefinitions } from "@/lib/custom-fields/server";
import { customFieldCreateBody, customFieldListQuery } from "@/lib/partner-api/contract";

const listQuery = customFieldListQuery.extend({ q: z.string().trim().max(255).optional() });

// GET /api/custom-fields — one page of definitions, optionally of one entity type and searched by name
export const GET = consoleHandler(
  { permission: "records:read", query: listQuery },
  async ({ api, query, req }) => listDefinitions(api, query, req.signal),
);

// POST /api/custom-fields — create a definition (the API offers no edit or delete of one)
export const POST = consoleHandler(
  {
    permission: "records:write",
    body: customFieldCreateBody,
    audit: {
      operation: "customField.create",
      target: ({ body }, r) =>
        `${body.customableType} custom field "${body.name}"` +
        (r ? ` (id ${(r as { data: { id: number } }).data.id})` : ""),
    },
  },
  async ({ api, body }) => (await api.call("createCustomField", { body })).data,
);
